import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithTheme } from '../test/render';
import { ErrorDialog } from './error-dialog';

describe('ErrorDialog', () => {
  it('is titled Error! and shows the message', async () => {
    renderWithTheme(
      <ErrorDialog opened message="Pay item code already exists" onClose={() => {}} />,
    );
    expect(await screen.findByRole('dialog', { name: 'Error!' })).toBeInTheDocument();
    expect(screen.getByText('Pay item code already exists')).toBeInTheDocument();
  });

  it('calls onClose from OK', async () => {
    const onClose = vi.fn();
    renderWithTheme(<ErrorDialog opened message="Something went wrong" onClose={onClose} />);
    await userEvent.click(await screen.findByRole('button', { name: 'OK' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
