import { createTheme, DEFAULT_THEME, type MantineColorsTuple } from '@mantine/core';

/**
 * Mantine's palettes with shades 6 to 9 darkened so that every colour the components take from
 * them reads at WCAG AA (4.5:1) in the light scheme, the only one the app has (issue #13):
 * - shade 6 is what `filled` components (buttons, badges, the floor plan's desks) put white text
 *   on, and what `c="red"` text and outlines use: at least 5:1 on white, so also 4.5:1 on the
 *   page's grey (gray.0);
 * - shades 7 and 8 each a step darker (hover, and text such as `c="orange.8"`);
 * - shade 9 is the text of `light` badges, alerts and initials avatars, on shade 1 (and shade 2
 *   when hovered): at least 4.8:1 there.
 * Shades 0 to 5, the backgrounds and borders, are Mantine's. Each darker shade keeps the hue of
 * Mantine's shade 8, with less lightness.
 */
function accessible(name: string, dark: [string, string, string, string]): MantineColorsTuple {
  const light = DEFAULT_THEME.colors[name]?.slice(0, 6) ?? [];
  return [...light, ...dark] as unknown as MantineColorsTuple;
}

const colors = {
  // The brand: white on shade 6 reads at 5.3:1, shade 9 on shade 1 at 9.5:1.
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
  ] as MantineColorsTuple,
  // Shade 5 is the placeholder and past times (5:1 on white, 4.8:1 on gray.0), shade 6 the
  // dimmed text (4.7:1 even on tembusu.1, a chosen card).
  gray: [
    '#f8f9fa',
    '#f1f3f5',
    '#e9ecef',
    '#dee2e6',
    '#ced4da',
    '#687077',
    '#5c636a',
    '#495057',
    '#343a40',
    '#212529',
  ] as MantineColorsTuple,
  red: accessible('red', ['#d82121', '#c11d1d', '#ad1a1a', '#9d1818']),
  pink: accessible('pink', ['#c2255c', '#b12254', '#a01f4c', '#911c45']),
  grape: accessible('grape', ['#9c36b5', '#8e31a5', '#802c95', '#742887']),
  violet: accessible('violet', ['#6741d9', '#5d35d7', '#5229cf', '#4b25bc']),
  indigo: accessible('indigo', ['#3b5bdb', '#2d4fd8', '#2545c7', '#213eb4']),
  blue: accessible('blue', ['#1971c2', '#1664ac', '#14599a', '#12508a']),
  cyan: accessible('cyan', ['#0b798c', '#0a6c7d', '#096170', '#085765']),
  teal: accessible('teal', ['#087f5a', '#07704f', '#066447', '#055a40']),
  green: accessible('green', ['#267f36', '#227130', '#1e642b', '#1b5926']),
  lime: accessible('lime', ['#4b7b0b', '#436e0a', '#3c6309', '#355808']),
  yellow: accessible('yellow', ['#a25f00', '#905400', '#804a00', '#744300']),
  orange: accessible('orange', ['#bf490a', '#aa4109', '#993a08', '#893407']),
};

export const theme = createTheme({
  primaryColor: 'tembusu',
  colors,
  primaryShade: 6,
  fontFamily:
    'Inter, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  headings: { fontWeight: '650' },
  defaultRadius: 'md',
  // A dialog's close button is an icon alone: it needs a name (WCAG 4.1.2). Not "Close": dialogs
  // with a Close button of their own would then have two. Plain objects, not Modal.extend, so
  // the theme does not pull the dialogs into the first chunk.
  components: {
    Modal: { defaultProps: { closeButtonProps: { 'aria-label': 'Dismiss' } } },
    Drawer: { defaultProps: { closeButtonProps: { 'aria-label': 'Dismiss' } } },
  },
});
