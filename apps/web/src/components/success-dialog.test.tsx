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

  it('shows the message and closes itself after 1500 ms', async () => {
    const onClose = vi.fn();
    renderWithTheme(<SuccessDialog opened message="Pay item saved" onClose={onClose} />);

    expect(screen.getByRole('dialog', { name: 'Success' })).toBeInTheDocument();
    expect(screen.getByText('Pay item saved')).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();

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
});
