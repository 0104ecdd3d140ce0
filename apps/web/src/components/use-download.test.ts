import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { downloadFailedMessage, useDownload } from './use-download';

describe('useDownload', () => {
  it('marks the download under way and clears it when the file has been handed over', async () => {
    const { result } = renderHook(() => useDownload<'csv' | 'xlsx'>());
    let finish: () => void = () => {};
    let running: Promise<void> = Promise.resolve();
    act(() => {
      running = result.current.start('csv', () => new Promise<void>((done) => (finish = done)));
    });
    expect(result.current.pending).toBe('csv');
    await act(async () => {
      finish();
      await running;
    });
    expect(result.current.pending).toBeNull();
    expect(result.current.failed).toBe(false);
  });

  it('reports a failed download until it is dismissed, and a new try clears it', async () => {
    const { result } = renderHook(() => useDownload());
    await act(() =>
      result.current.start('pdf', () => Promise.reject(new Error('The server answered 500'))),
    );
    expect(result.current.failed).toBe(true);
    expect(result.current.pending).toBeNull();

    act(() => result.current.dismiss());
    expect(result.current.failed).toBe(false);

    await act(() => result.current.start('pdf', () => Promise.reject(new Error('offline'))));
    expect(result.current.failed).toBe(true);
    await act(() => result.current.start('pdf', () => Promise.resolve()));
    expect(result.current.failed).toBe(false);
  });

  it("uses the spec's words for a failed download", () => {
    expect(downloadFailedMessage).toBe('An error sorry');
  });
});
