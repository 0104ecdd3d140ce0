import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithTheme } from '../test/render';
import { SuccessDialog } from './success-dialog';

describe('SuccessDialog', () => {
  beforeEach(() => {
    // Not shouldAdvanceTime: a slow first render would otherwise eat into the 1500 ms.
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows the message with an OK button, and closes itself after 1500 ms', async () => {
    const onClose = vi.fn();
    renderWithTheme(<SuccessDialog opened message="Pay item saved" onClose={onClose} />);

    expect(screen.getByRole('dialog', { name: 'Success' })).toBeInTheDocument();
    expect(screen.getByText('Pay item saved')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'OK' })).toBeInTheDocument();

    act(() => {
      vi.advanceTimersByTime(1499);
    });
    expect(onClose).not.toHaveBeenCalled();

    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('does not restart the timer when the parent re-renders', () => {
    const onClose = vi.fn();
    let rerenderParent = () => {};
    function Parent() {
      const [renders, setRenders] = useState(0);
      rerenderParent = () => setRenders((n) => n + 1);
      return <SuccessDialog opened message={`Saved ${renders}`} onClose={() => onClose()} />;
    }
    renderWithTheme(<Parent />);

    act(() => {
      vi.advanceTimersByTime(1000);
    });
    act(() => rerenderParent());
    expect(screen.getByText('Saved 1')).toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(500);
    });
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('does not run the timer while closed', () => {
    const onClose = vi.fn();
    renderWithTheme(<SuccessDialog opened={false} message="Saved" onClose={onClose} />);
    act(() => {
      vi.advanceTimersByTime(5000);
    });
    expect(onClose).not.toHaveBeenCalled();
  });

  it('with an action, waits for the button instead of closing itself', async () => {
    const onClose = vi.fn();
    renderWithTheme(
      <SuccessDialog
        opened
        message="Room booked"
        actionLabel="Back to room Booking"
        onClose={onClose}
      />,
    );

    act(() => {
      vi.advanceTimersByTime(5000);
    });
    expect(onClose).not.toHaveBeenCalled();

    vi.useRealTimers();
    await userEvent.click(screen.getByRole('button', { name: 'Back to room Booking' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('closes at once with its OK button', async () => {
    vi.useRealTimers();
    const onClose = vi.fn();
    renderWithTheme(<SuccessDialog opened message="Saved" onClose={onClose} />);
    await userEvent.click(screen.getByRole('button', { name: 'OK' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it("is drawn in the brand's colour, not another green", () => {
    renderWithTheme(<SuccessDialog opened message="Saved" onClose={() => {}} />);
    const button = screen.getByRole('button', { name: 'OK' });
    expect(button.getAttribute('style')).toContain('--mantine-color-tembusu-filled');
  });

  it('never opens empty', () => {
    const onClose = vi.fn();
    renderWithTheme(<SuccessDialog opened message="" onClose={onClose} />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(5000);
    });
    expect(onClose).not.toHaveBeenCalled();
  });

  it('keeps its last message when the caller clears it before the dialog has closed', () => {
    let clear = () => {};
    function Parent() {
      const [message, setMessage] = useState('Payroll marked as paid');
      clear = () => setMessage('');
      return <SuccessDialog opened message={message} onClose={() => {}} />;
    }
    renderWithTheme(<Parent />);
    act(() => clear());
    expect(screen.getByRole('dialog', { name: 'Success' })).toHaveTextContent(
      'Payroll marked as paid',
    );
  });
});
