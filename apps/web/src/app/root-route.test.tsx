import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../test/render-app';

// React Router warns once per module load, so this file holds the first render of the routes.
describe('the root route', () => {
  afterEach(() => vi.restoreAllMocks());

  it('shows a spinner while the first page loads, and React Router has no warning for it', async () => {
    const warn = vi.spyOn(console, 'warn');
    renderApp('/legal');
    expect(screen.getByRole('status', { name: 'Loading' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 2, name: 'Privacy Policy' })).toBeVisible();
    const warnings = warn.mock.calls.map((call) => call.join(' '));
    expect(warnings.filter((text) => text.includes('HydrateFallback'))).toEqual([]);
  });
});
