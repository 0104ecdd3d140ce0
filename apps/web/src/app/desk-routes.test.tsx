import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SessionProvider } from '../lib/session/session-provider';
import { storageKeys } from '../lib/session/session-storage';
import { theme } from '../lib/theme';
import { routes } from './router';
import { SettingsProvider } from './settings/settings-provider';

const deskId = '0f4c6a2e-8b1d-4e3f-9a7c-5d2b1e0f3a4c';

function signInAs(role: string) {
  const user = {
    id: 'a1',
    name: 'Test User',
    email: 't@example.com',
    role,
    isAdmin: role !== 'employee',
    organizationId: 'org-1',
    preventAccess: [],
    exp: Math.floor(Date.now() / 1000) + 3600,
  };
  const encode = (value: object) =>
    btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
  const token = `${encode({ alg: 'HS256' })}.${encode({ ...user, sub: user.id })}.signature`;
  window.localStorage.setItem(storageKeys.token, token);
  window.localStorage.setItem(storageKeys.user, JSON.stringify(user));
  window.localStorage.setItem(storageKeys.organizationId, 'org-1');
}

/** The API as these screens need it: empty lists, the default rules, no booking to check in. */
const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
  const url = String(input);
  const answer = (status: number, data: unknown, message = 'Success') =>
    new Response(JSON.stringify({ statusCode: status, message, data }), {
      status,
      headers: { 'Content-Type': 'application/json' },
    });
  if (url.includes('/check-in') && init?.method === 'POST') {
    return answer(404, null, 'A booking of this desk for you now not found');
  }
  if (url.endsWith('/desk-booking/setting')) {
    return answer(200, {
      bookingMode: 'halfDay',
      maxDaysAhead: 14,
      checkInMinutes: 30,
      maxBookingsPerWeek: 5,
    });
  }
  return answer(200, []);
});

function renderRoute(path: string) {
  vi.stubGlobal('fetch', fetchMock);
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  render(
    <MantineProvider theme={theme} env="test">
      <SettingsProvider>
        <QueryClientProvider
          client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
        >
          <SessionProvider>
            <RouterProvider router={router} />
          </SessionProvider>
        </QueryClientProvider>
      </SettingsProvider>
    </MantineProvider>,
  );
  return router;
}

afterEach(() => {
  vi.unstubAllGlobals();
  fetchMock.mockClear();
});

describe('desk booking routes', () => {
  it('sends /desk-booking to the schedule', async () => {
    signInAs('admin');
    const router = renderRoute('/desk-booking');
    expect(await screen.findByRole('heading', { name: 'Desk Booking Schedule' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/desk-booking/schedule');
  });

  it('keeps the workspaces and rules for admins: staff go to their dashboard', async () => {
    signInAs('employee');
    const router = renderRoute('/desk-booking/workspace');
    await waitFor(() => expect(router.state.location.pathname).toBe('/staff-dashboard'));
  });

  it("checks in once from a desk's QR link and says why it could not", async () => {
    signInAs('employee');
    renderRoute(`/staff-desk-booking/check-in/${deskId}`);
    expect(await screen.findByRole('heading', { name: 'Not checked in' })).toBeVisible();
    expect(screen.getByRole('alert')).toHaveTextContent(
      'You have no booking of this desk right now.',
    );
    const posts = fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST');
    expect(posts.map(([url]) => String(url))).toEqual([`/api/v1/desk/${deskId}/check-in`]);
  });
});
