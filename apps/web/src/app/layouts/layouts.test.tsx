import { MantineProvider } from '@mantine/core';
import { IconCalendar, IconLayoutDashboard, IconUsers } from '@tabler/icons-react';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { theme } from '../../lib/theme';
import { settingsStorageKey } from '../settings/settings';
import { SettingsProvider } from '../settings/settings-provider';
import { EmployeeLayout } from './employee-layout';
import { Layout1 } from './layout1';
import type { NavSection } from './navigation';
import { SuperLayout } from './super-layout';

const navigation: NavSection[] = [
  {
    title: 'Workplace',
    items: [
      { label: 'Dashboard', to: '/dashboard', icon: IconLayoutDashboard },
      { label: 'Employees', to: '/employees', icon: IconUsers },
    ],
  },
];
const user = { name: 'Tan Mei Ling', roleLabel: 'Admin', organizationName: 'Demo Pte Ltd' };

function renderAt(path: string, ui: ReactElement) {
  return render(
    <MantineProvider theme={theme} env="test">
      <SettingsProvider>
        <MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>
      </SettingsProvider>
    </MantineProvider>,
  );
}

describe('layout1', () => {
  it('shows the sidebar with the active page, the user and the page', () => {
    renderAt(
      '/employees/12',
      <Layout1 navigation={navigation} user={user}>
        <h1>Employee 12</h1>
      </Layout1>,
    );
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).getByText('Workplace')).toBeInTheDocument();
    expect(within(nav).getByRole('link', { name: 'Employees' })).toHaveAttribute(
      'data-active',
      'true',
    );
    expect(within(nav).getByRole('link', { name: 'Dashboard' })).not.toHaveAttribute('data-active');
    expect(screen.getByText('Tan Mei Ling')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Employee 12' })).toBeInTheDocument();
    expect(screen.queryByText('Platform administration')).not.toBeInTheDocument();
  });

  it('follows the sidebar colour and compact mode chosen in the customizer', () => {
    window.localStorage.setItem(
      settingsStorageKey,
      JSON.stringify({ sidebarMode: 'compact', sidebarColor: 'indigo', direction: 'ltr' }),
    );
    const { container } = renderAt('/dashboard', <Layout1 navigation={navigation} user={user} />);
    expect(container.querySelector('[data-sidebar-color="indigo"]')).not.toBeNull();
    expect(screen.queryByText('Workplace')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Dashboard' })).toBeInTheDocument();
  });

  it('signs out from the account menu', async () => {
    const onSignOut = vi.fn();
    renderAt('/dashboard', <Layout1 navigation={navigation} user={user} onSignOut={onSignOut} />);
    await userEvent.click(screen.getByRole('button', { name: 'Account menu' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Sign out' }));
    expect(onSignOut).toHaveBeenCalledOnce();
  });
});

describe('super layout', () => {
  it('marks the platform side', () => {
    renderAt('/sa-dashboard', <SuperLayout navigation={navigation} user={user} />);
    expect(screen.getByText('Platform administration')).toBeInTheDocument();
  });
});

describe('employee layout', () => {
  it('puts the staff pages in the top bar', () => {
    renderAt(
      '/staff-leaves/3',
      <EmployeeLayout
        navigation={[
          { label: 'Dashboard', to: '/staff-dashboard', icon: IconLayoutDashboard },
          { label: 'Leaves', to: '/staff-leaves', icon: IconCalendar },
        ]}
        user={{ name: 'Lim Wei', roleLabel: 'Employee' }}
      />,
    );
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'Leaves' })).toHaveAttribute(
      'data-active',
      'true',
    );
    expect(screen.getByText('Lim Wei')).toBeInTheDocument();
  });
});

describe('navigation drawer on a phone', () => {
  const openDrawer = async () => {
    await userEvent.click(screen.getByRole('button', { name: 'Open navigation' }));
    return screen.findByRole('dialog', { name: 'Navigation' });
  };
  const layouts: [string, ReactElement][] = [
    ['layout1', <Layout1 key="layout1" navigation={navigation} user={user} />],
    [
      'the employee layout',
      <EmployeeLayout
        key="employee"
        navigation={navigation.flatMap((section) => section.items)}
        user={user}
      />,
    ],
  ];

  it.each(layouts)(
    '%s: closes on its close button, on Escape and on choosing a page',
    async (_, ui) => {
      renderAt('/dashboard', ui);

      await openDrawer();
      const burger = screen.getByRole('button', { name: 'Close navigation' });
      expect(burger).toHaveAttribute('aria-expanded', 'true');
      await userEvent.click(burger);
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

      await openDrawer();
      await userEvent.keyboard('{Escape}');
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

      const drawer = await openDrawer();
      await userEvent.click(within(drawer).getByRole('link', { name: 'Employees' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      expect(screen.getByRole('button', { name: 'Open navigation' })).toHaveAttribute(
        'aria-expanded',
        'false',
      );
    },
  );
});
