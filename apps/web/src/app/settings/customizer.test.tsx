import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { theme } from '../../lib/theme';
import { TopBar } from '../layouts/top-bar';
import { defaultSettings, loadSettings, settingsStorageKey } from './settings';
import { SettingsProvider, useSettings } from './settings-provider';

function Probe() {
  const { settings } = useSettings();
  return <output data-testid="settings">{JSON.stringify(settings)}</output>;
}

function renderCustomizer() {
  return render(
    <MantineProvider theme={theme} env="test">
      <SettingsProvider>
        <TopBar user={{ name: 'Tan Mei Ling', roleLabel: 'Admin' }} onSignOut={() => {}} />
        <Probe />
      </SettingsProvider>
    </MantineProvider>,
  );
}

const current = () => JSON.parse(screen.getByTestId('settings').textContent ?? '{}');

/** The customizer opens from the account menu: there is no button floating over the page. */
async function openSettings(user: ReturnType<typeof userEvent.setup>) {
  expect(screen.queryByRole('button', { name: 'Open settings' })).not.toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Account menu' }));
  await user.click(await screen.findByRole('menuitem', { name: 'Settings' }));
}

describe('settings customizer', () => {
  it('starts from the defaults', () => {
    renderCustomizer();
    expect(current()).toEqual(defaultSettings);
    expect(document.documentElement.getAttribute('dir')).toBe('ltr');
  });

  it('switches to right-to-left and back, and remembers the choice', async () => {
    const user = userEvent.setup();
    renderCustomizer();
    await openSettings(user);
    const rtl = await screen.findByRole('switch', { name: /Right-to-left/ });

    await user.click(rtl);
    expect(document.documentElement.getAttribute('dir')).toBe('rtl');
    expect(loadSettings(window.localStorage).direction).toBe('rtl');

    await user.click(rtl);
    expect(document.documentElement.getAttribute('dir')).toBe('ltr');
    expect(loadSettings(window.localStorage).direction).toBe('ltr');
  });

  it('chooses the layout and the sidebar colour', async () => {
    const user = userEvent.setup();
    renderCustomizer();
    await openSettings(user);
    await user.click(await screen.findByText('Compact sidebar'));
    await user.click(screen.getByRole('radio', { name: 'Plum' }));
    expect(current()).toMatchObject({ sidebarMode: 'compact', sidebarColor: 'plum' });
    expect(screen.getByRole('radio', { name: 'Plum' })).toHaveAttribute('aria-checked', 'true');

    await user.click(screen.getByRole('button', { name: 'Reset to defaults' }));
    expect(current()).toEqual(defaultSettings);
  });

  it('restores what this browser remembered', () => {
    window.localStorage.setItem(
      settingsStorageKey,
      JSON.stringify({ sidebarMode: 'compact', sidebarColor: 'forest', direction: 'rtl' }),
    );
    renderCustomizer();
    expect(current()).toEqual({ sidebarMode: 'compact', sidebarColor: 'forest', direction: 'rtl' });
    expect(document.documentElement.getAttribute('dir')).toBe('rtl');
  });

  it('ignores stored settings it cannot read', () => {
    window.localStorage.setItem(settingsStorageKey, '{"sidebarColor":"neon"');
    expect(loadSettings(window.localStorage)).toEqual(defaultSettings);
    window.localStorage.setItem(settingsStorageKey, '{"sidebarColor":"neon"}');
    expect(loadSettings(window.localStorage)).toEqual(defaultSettings);
  });
});
