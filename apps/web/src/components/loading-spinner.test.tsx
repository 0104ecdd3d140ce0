import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithTheme } from '../test/render';
import { LoadingSpinner } from './loading-spinner';

describe('LoadingSpinner', () => {
  it('is announced as a status labelled Loading', () => {
    renderWithTheme(<LoadingSpinner />);
    expect(screen.getByRole('status', { name: 'Loading' })).toBeInTheDocument();
  });

  it('takes a custom label and can fill the page', () => {
    renderWithTheme(<LoadingSpinner label="Loading employees" fullPage />);
    expect(screen.getByRole('status', { name: 'Loading employees' })).toBeInTheDocument();
  });
});
