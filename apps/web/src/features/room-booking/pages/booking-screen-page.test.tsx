import { screen, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { apiRoute, envelope, renderApp } from '../../../test/render-app';

/** What the screen asks about the viewer: an admin without an employee record, on Singapore time. */
const viewer = [
  apiRoute.get('/account/profile/me', () => envelope({ employeeId: null })),
  apiRoute.get('/organization/info', () => envelope({ timeZone: 'Asia/Singapore' })),
];

describe('a room booking link that does not work', () => {
  it("says a link that is not valid is not valid, never the server's validation text", async () => {
    renderApp('/room-booking/room-booking-schedule/not-an-id/edit?type=view', {
      session: 'admin',
      handlers: [
        ...viewer,
        apiRoute.get('/room-booking/not-an-id', () =>
          HttpResponse.json(
            { statusCode: 400, message: 'id: not a valid id', data: null, field: 'id' },
            { status: 400 },
          ),
        ),
      ],
    });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('This room booking link is not valid');
    expect(alert).not.toHaveTextContent('not a valid id');
    expect(within(alert).getByRole('link', { name: 'Back to room bookings' })).toHaveAttribute(
      'href',
      '/room-booking/room-booking-schedule',
    );
  });

  it('says a booking that is not there was not found', async () => {
    renderApp('/staff-room-booking/k9/edit', {
      session: 'employee',
      handlers: [...viewer, apiRoute.get('/room-booking/k9', () => envelope(null, 404, 'Gone'))],
    });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Room booking not found');
    expect(alert).not.toHaveTextContent('Gone');
    expect(within(alert).getByRole('link', { name: 'Back to room bookings' })).toHaveAttribute(
      'href',
      '/staff-room-booking',
    );
  });
});
