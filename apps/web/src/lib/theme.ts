import { createTheme } from '@mantine/core';

export const theme = createTheme({
  primaryColor: 'tembusu',
  colors: {
    tembusu: [
      '#e6f7f1',
      '#c3eadc',
      '#9bdcc5',
      '#6fcdac',
      '#45bd93',
      '#22a67b',
      '#0b7a5a',
      '#08664b',
      '#05523c',
      '#023d2c',
    ],
  },
  primaryShade: 6,
  fontFamily:
    'Inter, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  headings: { fontWeight: '650' },
  defaultRadius: 'md',
});
