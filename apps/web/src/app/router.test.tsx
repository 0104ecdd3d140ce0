import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { SessionProvider } from '../lib/session/session-provider';
import { storageKeys } from '../lib/session/session-storage';
import { theme } from '../lib/theme';
import { dashboardHandlers } from '../test/dashboards';
import { server } from '../test/server';
import { routes } from './router';
import { SettingsProvider } from './settings/settings-provider';

function renderRoute(path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  render(
    <MantineProvider theme={theme} env="test">
      <SettingsProvider>
        <QueryClientProvider client={new QueryClient()}>
          <SessionProvider>
            <RouterProvider router={router} />
          </SessionProvider>
        </QueryClientProvider>
      </SettingsProvider>
    </MantineProvider>,
  );
  return router;
}

describe('public routes', () => {
  it('sends an unknown path to /session/404', async () => {
    const router = renderRoute('/definitely/not/a/page');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/session/404');
  });

  it('opens the legal page on the Privacy Policy tab and switches tabs', async () => {
    const router = renderRoute('/legal');
    expect(await screen.findByRole('heading', { level: 2, name: 'Privacy Policy' })).toBeVisible();
    const tabs = screen.getAllByRole('tab').map((tab) => tab.textContent);
    expect(tabs).toEqual(['Privacy Policy', 'Terms & Conditions', 'Cookie Policy']);

    await userEvent.click(screen.getByRole('tab', { name: 'Terms & Conditions' }));
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Terms & Conditions' }),
    ).toBeVisible();
    expect(router.state.location.search).toBe('?tab=terms');
  });

  it('opens a legal tab named in the address', async () => {
    renderRoute('/legal?tab=cookies');
    expect(await screen.findByRole('heading', { level: 2, name: 'Cookie Policy' })).toBeVisible();
  });

  it('offers both contact addresses as e-mail links', async () => {
    renderRoute('/contact');
    const support = await screen.findByRole('link', { name: 'support@tembusu.example' });
    expect(support.getAttribute('href')).toMatch(/^mailto:support@tembusu\.example\?subject=/);
    const business = screen.getByRole('link', { name: 'sales@tembusu.example' });
    expect(business.getAttribute('href')).toMatch(/^mailto:sales@tembusu\.example\?subject=/);
  });
});

function fakeToken(claims: object): string {
  const encode = (value: object) =>
    btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
  return `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode(claims)}.signature`;
}

function signInAs(claims: Record<string, unknown>) {
  const user = {
    id: 'a1',
    name: 'Test User',
    email: 't@example.com',
    organizationId: 'org-1',
    isAdmin: claims.role !== 'employee',
    preventAccess: [],
    exp: Math.floor(Date.now() / 1000) + 3600,
    ...claims,
  };
  window.localStorage.setItem(storageKeys.token, fakeToken({ ...user, sub: user.id }));
  window.localStorage.setItem(storageKeys.user, JSON.stringify(user));
  window.localStorage.setItem(storageKeys.organizationId, 'org-1');
}

describe('guards', () => {
  it('sends a visitor to sign-in, carrying the page they wanted', async () => {
    const router = renderRoute('/dashboard');
    expect(await screen.findByRole('heading', { name: 'Sign in to Tembusu' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/session/signin');
    expect(router.state.location.search).toBe('?redirect=%2Fdashboard');
  });

  it('sends / to /dashboard, and so a visitor to sign-in', async () => {
    const router = renderRoute('/');
    expect(await screen.findByRole('heading', { name: 'Sign in to Tembusu' })).toBeVisible();
    expect(router.state.location.search).toBe('?redirect=%2Fdashboard');
  });

  it('sends a platform page to the platform sign-in', async () => {
    const router = renderRoute('/sa-dashboard');
    expect(await screen.findByRole('heading', { name: 'Platform administration' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/supper-admin/signin');
  });

  it('sends an employee who opens an admin page to the staff dashboard', async () => {
    signInAs({ role: 'employee' });
    server.use(...dashboardHandlers);
    const router = renderRoute('/dashboard');
    await screen.findByRole('heading', { name: 'Welcome, Test User' });
    expect(router.state.location.pathname).toBe('/staff-dashboard');
  });

  it('sends an admin who opens a platform page to the platform sign-in', async () => {
    signInAs({ role: 'admin' });
    const router = renderRoute('/sa-dashboard');
    await screen.findByRole('heading', { name: 'Platform administration' });
    expect(router.state.location.search).toBe('?redirect=%2Fsa-dashboard');
  });

  it('answers not found for a path holding a blocked fragment', async () => {
    signInAs({ role: 'asstadmin', preventAccess: ['user-profile'] });
    const router = renderRoute('/pages/user-profile');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/session/404');
  });

  it('answers not found for a blocked page however its address is spelt', async () => {
    signInAs({ role: 'asstadmin', preventAccess: ['/employees'] });
    for (const path of ['/%65mployees', '/EMPLOYEES/create']) {
      const router = renderRoute(path);
      expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
      expect(router.state.location.pathname, path).toBe('/session/404');
      cleanup();
    }
  });

  it('treats an expired stored session as signed out', async () => {
    signInAs({ role: 'admin', exp: Math.floor(Date.now() / 1000) - 5 });
    const router = renderRoute('/dashboard');
    await screen.findByRole('heading', { name: 'Sign in to Tembusu' });
    expect(router.state.location.pathname).toBe('/session/signin');
  });
});
