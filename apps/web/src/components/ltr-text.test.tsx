import { DirectionProvider } from '@mantine/core';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithTheme } from '../test/render';
import { Ltr } from './ltr-text';

describe('Ltr', () => {
  it('lays its text out as a left-to-right run in right-to-left pages', () => {
    renderWithTheme(
      <DirectionProvider initialDirection="rtl" detectDirection={false}>
        <p>
          From <Ltr>09:00 - 10:00</Ltr>
        </p>
      </DirectionProvider>,
    );
    const run = screen.getByText('09:00 - 10:00');
    expect(run.tagName).toBe('SPAN');
    expect(run).toHaveAttribute('dir', 'ltr');
    expect(run).toHaveStyle({ unicodeBidi: 'embed' });
    expect(run).toHaveClass('tembusu-ltr');
  });

  it('renders its text bare in left-to-right pages', () => {
    renderWithTheme(
      <p>
        From <Ltr>09:00 - 10:00</Ltr>
      </p>,
    );
    expect(screen.getByText('From 09:00 - 10:00').tagName).toBe('P');
  });

  it('renders the element it is given, with its class', () => {
    renderWithTheme(
      <DirectionProvider initialDirection="rtl" detectDirection={false}>
        <Ltr component="div" className="count">
          42
        </Ltr>
      </DirectionProvider>,
    );
    const count = screen.getByText('42');
    expect(count.tagName).toBe('DIV');
    expect(count).toHaveClass('tembusu-ltr', 'count');
  });
});
