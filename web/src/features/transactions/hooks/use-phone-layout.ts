import { useMantineTheme } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';

/**
 * Whether the screen is narrower than the theme's `sm` breakpoint, where Income & Expenses shows
 * cards and a full-screen form instead of the table. Read on the first render (no server
 * rendering here), so a phone never draws the table first.
 */
export function usePhoneLayout(): boolean {
  const { breakpoints } = useMantineTheme();
  return useMediaQuery(`(width < ${breakpoints.sm})`, false, { getInitialValueInEffect: false });
}
