import { type Role, roles } from '@tembusu/contracts/roles';
import { screen, waitFor, within } from '@testing-library/react';
import { matchRoutes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { dashboardHandlers } from '../test/dashboards';
import { renderApp } from '../test/render-app';
import type { NavItem, NavSection } from './layouts/navigation';
import {
  offered,
  organisationNavigation,
  platformNavigation,
  sectionsFor,
  staffNavigation,
} from './navigation';
import { type PageHandle, routes } from './router';

const dashboards = dashboardHandlers;

const mainNavigation = () => screen.getByRole('navigation', { name: 'Main' });

/** The roles a page's route lets in, from the guard's own handle. */
function routeRoles(path: string): readonly string[] {
  const matched = matchRoutes(routes, path);
  const handle = matched?.at(-1)?.route.handle as PageHandle | undefined;
  if (!handle) throw new Error(`${path} is not a guarded route`);
  return handle.roles;
}

describe('navigation', () => {
  const sides: [string, readonly NavSection[], readonly Role[]][] = [
    ['organisation', organisationNavigation, ['admin', 'asstadmin']],
    ['staff', [{ items: staffNavigation }], ['employee']],
    ['platform', platformNavigation, ['masteradmin', 'superadmin']],
  ];

  it.each(sides)(
    'offers on the %s side exactly the pages each role may open',
    (_, sections, who) => {
      for (const role of who) {
        const shown = new Set(
          sectionsFor(sections, { role, preventAccess: [] }).flatMap((section) => section.items),
        );
        for (const item of sections.flatMap((section) => section.items)) {
          expect(shown.has(item), `${item.to} for ${role}`).toBe(
            routeRoles(item.to).includes(role),
          );
        }
      }
    },
  );

  it('never offers an assistant admin the assistant admins, nor a section kept from them', () => {
    const item = (to: string) =>
      organisationNavigation.flatMap((s) => s.items).find((i) => i.to === to) as NavItem;
    const assistant = { role: 'asstadmin', preventAccess: ['/payroll'] };
    expect(offered(item('/organization/asst-admin'), assistant)).toBe(false);
    expect(offered(item('/payroll/list'), assistant)).toBe(false);
    expect(offered(item('/organization/working-hours'), assistant)).toBe(true);
    expect(offered(item('/organization/asst-admin'), { role: 'admin', preventAccess: [] })).toBe(
      true,
    );
    expect(
      roles.every(
        (role) => routeRoles('/organization/asst-admin').includes(role) === (role === 'admin'),
      ),
    ).toBe(true);
  });
});

describe('guards by role', () => {
  it('sends a super admin who opens the dashboard to the platform dashboard', async () => {
    const { router } = renderApp('/dashboard', { session: 'superadmin', handlers: dashboards });
    expect(await screen.findByRole('heading', { name: 'Platform dashboard' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/sa-dashboard');
  });

  it("sends a master admin who opens an organisation's page to the platform dashboard", async () => {
    const { router } = renderApp('/organization/info', {
      session: 'masteradmin',
      handlers: dashboards,
    });
    expect(await screen.findByRole('heading', { name: 'Platform dashboard' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/sa-dashboard');
  });

  it('keeps an assistant admin out of the assistant admins, in the menu and at the address', async () => {
    const { router } = renderApp('/organization/asst-admin/create', {
      session: 'asstadmin',
      handlers: dashboards,
    });
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/dashboard');
    expect(within(mainNavigation()).getByRole('link', { name: 'Working hours' })).toBeVisible();
    expect(
      within(mainNavigation()).queryByRole('link', { name: 'Assistant admins' }),
    ).not.toBeInTheDocument();
  });

  it("sends an admin who opens an employee's payslips to the dashboard", async () => {
    const { router } = renderApp('/staff-payslip', { session: 'admin', handlers: dashboards });
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/dashboard');
    expect(within(mainNavigation()).getByRole('link', { name: 'Assistant admins' })).toBeVisible();
  });
});

describe('not found', () => {
  it('keeps a signed-in admin in their layout, with the way back to their dashboard', async () => {
    const { router } = renderApp('/no/such/page', { session: 'admin' });
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/session/404');
    expect(within(mainNavigation()).getByRole('link', { name: 'Employees' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Account menu' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Back to dashboard' })).toHaveAttribute(
      'href',
      '/dashboard',
    );
  });

  it('sends an employee back to the staff dashboard', async () => {
    renderApp('/staff-nothing', { session: 'employee' });
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeVisible();
    expect(within(mainNavigation()).getByRole('link', { name: 'Payslips' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Back to dashboard' })).toHaveAttribute(
      'href',
      '/staff-dashboard',
    );
  });

  it('shows a visitor the public page, without the signed-in navigation', async () => {
    renderApp('/no/such/page');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Contact support' })).toBeVisible();
    expect(screen.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Account menu' })).not.toBeInTheDocument(),
    );
  });
});
