import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithTheme } from '../test/render';
import { ConfirmDialog } from './confirm-dialog';

const message = 'Deleting pay item Bonus Are you sure you want to proceed?';

function renderDialog(props: Partial<Parameters<typeof ConfirmDialog>[0]> = {}) {
  const onConfirm = vi.fn();
  const onCancel = vi.fn();
  renderWithTheme(
    <ConfirmDialog
      opened
      title="Delete pay item"
      message={message}
      onConfirm={onConfirm}
      onCancel={onCancel}
      {...props}
    />,
  );
  return { onConfirm, onCancel };
}

describe('ConfirmDialog', () => {
  it('shows the title and message', async () => {
    renderDialog();
    expect(await screen.findByRole('dialog', { name: 'Delete pay item' })).toBeInTheDocument();
    expect(screen.getByText(message)).toBeInTheDocument();
  });

  it('calls onConfirm from Delete', async () => {
    const { onConfirm, onCancel } = renderDialog();
    await userEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(onCancel).not.toHaveBeenCalled();
  });

  it('calls onCancel from Cancel', async () => {
    const { onConfirm, onCancel } = renderDialog();
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalledTimes(1);
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('uses custom labels', async () => {
    renderDialog({ confirmLabel: 'Remove', cancelLabel: 'Keep' });
    expect(await screen.findByRole('button', { name: 'Remove' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Keep' })).toBeInTheDocument();
  });

  it('cannot be cancelled while loading', async () => {
    const { onCancel } = renderDialog({ loading: true });
    expect(await screen.findByRole('button', { name: 'Cancel' })).toBeDisabled();
    await userEvent.keyboard('{Escape}');
    expect(onCancel).not.toHaveBeenCalled();
  });

  it('renders nothing when closed', () => {
    renderDialog({ opened: false });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
