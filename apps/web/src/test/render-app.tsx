/**
 * renderApp: a screen as the app shows it, against a mock API, for web tests.
 *
 *   renderApp('/staff-payslip', {
 *     session: 'employee',
 *     handlers: [apiRoute.get('/staff/payslips', () => envelope([payslip]))],
 *   });
 *   renderApp(<SomeWidget />, { route: '/employees/e1', path: '/employees/:id' });
 *
 * An address renders the app's own routes (guards, layouts, lazily loaded pages) at it; an
 * element renders on its own at `route`, matched by `path` (any path when left out). Either way it
 * sits in the app's providers: Mantine's theme (transitions off), the settings, a QueryClient that
 * does not retry, the session, and a memory router, answered as `router` to check where the app
 * went. `session` signs a role (or a user with at least a role) in before the first render.
 *
 * Calls to the API go to MSW (test/server.ts, started in test/setup.ts): `handlers` answer them
 * for this test alone, built with `apiRoute` and `envelope`. A call no handler answers fails the
 * test.
 */
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type Role, roleGroups, roleIsIn } from '@tembusu/contracts/roles';
import { render } from '@testing-library/react';
import type { RequestHandler } from 'msw';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { routes } from '../app/router';
import { SettingsProvider } from '../app/settings/settings-provider';
import { SessionProvider } from '../lib/session/session-provider';
import { type AuthUser, storeSession } from '../lib/session/session-storage';
import { theme } from '../lib/theme';
import { server } from './server';

export { apiRoute, envelope } from './server';

type RenderAppOptions = {
  handlers?: RequestHandler[];
  session?: Role | (Partial<AuthUser> & { role: Role });
  /** For an element: the address it opens at. */
  route?: string;
  /** For an element: the route pattern it is mounted at, so that it can read its parameters. */
  path?: string;
};

function base64Url(value: object): string {
  const bytes = new TextEncoder().encode(JSON.stringify(value));
  return btoa(String.fromCharCode(...bytes))
    .replace(/=+$/, '')
    .replace(/\+/g, '-')
    .replace(/\//g, '_');
}

/** Stores a session as sign-in would; the token is unsigned, which only the server checks. */
function signIn(session: NonNullable<RenderAppOptions['session']>): AuthUser {
  const claims = typeof session === 'string' ? { role: session } : session;
  const user: AuthUser = {
    id: 'u1',
    name: 'Test User',
    email: 'test.user@example.com',
    isAdmin: claims.role !== 'employee',
    organizationId: roleIsIn(claims.role, roleGroups.sa) ? null : 'org-1',
    preventAccess: [],
    exp: Math.floor(Date.now() / 1000) + 3600,
    ...claims,
  };
  const header = base64Url({ alg: 'HS256', typ: 'JWT' });
  return storeSession(`${header}.${base64Url({ ...user, sub: user.id })}.unsigned`);
}

export function renderApp(screen: string | ReactElement, options: RenderAppOptions = {}) {
  server.use(...(options.handlers ?? []));
  const user = options.session ? signIn(options.session) : null;
  const router =
    typeof screen === 'string'
      ? createMemoryRouter(routes, { initialEntries: [screen] })
      : createMemoryRouter([{ path: options.path ?? '*', element: screen }], {
          initialEntries: [options.route ?? '/'],
        });
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const rendered = render(
    <MantineProvider theme={theme} env="test">
      <SettingsProvider>
        <QueryClientProvider client={queryClient}>
          <SessionProvider>
            <RouterProvider router={router} />
          </SessionProvider>
        </QueryClientProvider>
      </SettingsProvider>
    </MantineProvider>,
  );
  return { ...rendered, router, queryClient, user };
}
