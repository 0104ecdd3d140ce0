import type { Branch } from '@tembusu/contracts/organization';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { apiRoute, envelope, renderApp } from '../../../test/render-app';

const changi: Branch = {
  id: '5a0c1d8e-2b3f-4c5d-8e9f-0a1b2c3d4e5f',
  name: 'Changi',
  organizationId: 'org-1',
  address: null,
  postalCode: null,
  phone: null,
  timeZone: 'Asia/Singapore',
  latitude: 1.357,
  longitude: 103.988,
  geofenceRadiusMeters: 200,
  isActive: true,
};

function branchesApi() {
  const saved: { method: string; body: unknown }[] = [];
  const keep = async ({ request }: { request: Request }) => {
    const body = await request.json();
    saved.push({ method: request.method, body });
    return envelope({ ...changi, ...(body as object) }, 201, 'Saved');
  };
  const handlers = [
    apiRoute.get('/organization/branches', () => envelope([changi])),
    apiRoute.get('/organization/branches/:id', () => envelope(changi)),
    apiRoute.post('/organization/branches', keep),
    apiRoute.put('/organization/branches/:id', keep),
  ];
  return { handlers, saved };
}

async function fill(label: string, text: string) {
  const input = screen.getByRole('textbox', { name: label });
  await userEvent.clear(input);
  await userEvent.type(input, text);
}

describe('BranchFormPage geofence', () => {
  it('asks for both halves of the centre, then saves the geofence as numbers', async () => {
    const api = branchesApi();
    renderApp('/organization/branches-outlets/create', {
      session: 'admin',
      handlers: api.handlers,
    });
    const geofence = await screen.findByRole('group', { name: 'Geofence' });
    expect(geofence).toHaveTextContent('Check-ins and check-outs at this branch are measured');
    await fill('Name', 'Raffles Place');
    await fill('Latitude', '1.284066');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText('Enter the longitude too, or clear the latitude'),
    ).toBeInTheDocument();
    expect(api.saved).toHaveLength(0);

    await fill('Longitude', '103.851523');
    await fill('Radius (metres)', '150');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.saved).toHaveLength(1));
    expect(api.saved[0]).toMatchObject({
      method: 'POST',
      body: { name: 'Raffles Place', latitude: 1.284066, longitude: 103.851523 },
    });
    expect(api.saved[0]?.body).toMatchObject({ geofenceRadiusMeters: 150 });
  });

  it('shows a branch geofence, and clears it', async () => {
    const api = branchesApi();
    renderApp(`/organization/branches-outlets/${changi.id}`, {
      session: 'admin',
      handlers: api.handlers,
    });
    expect(await screen.findByRole('textbox', { name: 'Latitude' })).toHaveValue('1.357');
    expect(screen.getByRole('textbox', { name: 'Longitude' })).toHaveValue('103.988');
    expect(screen.getByRole('textbox', { name: 'Radius (metres)' })).toHaveValue('200');
    for (const label of ['Latitude', 'Longitude', 'Radius (metres)']) {
      await userEvent.clear(screen.getByRole('textbox', { name: label }));
    }
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.saved).toHaveLength(1));
    expect(api.saved[0]).toMatchObject({
      method: 'PUT',
      body: { latitude: null, longitude: null, geofenceRadiusMeters: null },
    });
  });
});
