import { createTheme, type CSSVariablesResolver } from '@mantine/core';

/**
 * Mantine's defaults, with the primary shade darkened so white text on primary buttons and
 * primary-coloured links on white both reach WCAG AA contrast (4.5:1).
 */
export const theme = createTheme({
  primaryColor: 'blue',
  primaryShade: { light: 8, dark: 5 },
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, Arial, sans-serif',
  focusRing: 'always',
  defaultRadius: 'sm',
});

/**
 * Mantine's "dimmed" grey (menu labels, notification text) and its error red (field error
 * messages, about 3.6:1) are below 4.5:1 on white: darker shades.
 */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
    '--mantine-color-error': 'var(--mantine-color-red-9)',
  },
  dark: {},
});
