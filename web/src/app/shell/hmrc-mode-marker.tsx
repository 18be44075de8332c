import { Box, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useMatches } from 'react-router';
import { hmrcModeQueryOptions } from '../../lib/queries/get-hmrc-mode';
import { HMRC_SCREENS, hmrcMarker } from '../hmrc-marker';
import { isScreenHandle } from '../screen-handle';

/**
 * On the HMRC screens of a stage that talks to HMRC's sandbox or the local emulator, a strip says
 * so above the screen, so a test submission is never taken for a filed return. Production shows none.
 */
export function HmrcModeMarker() {
  const screen =
    useMatches()
      .map((m) => m.handle)
      .find(isScreenHandle)?.screen ?? null;
  const onHmrcScreen = screen !== null && HMRC_SCREENS.has(screen);
  const mode = useQuery({ ...hmrcModeQueryOptions(), enabled: onHmrcScreen }).data?.mode;
  const marker = hmrcMarker(screen, mode);
  if (!marker) return null;
  return (
    <Box
      role="region"
      aria-label={marker.label}
      bg="orange.1"
      px="md"
      py={6}
      mb="sm"
      style={{ border: '2px solid var(--mantine-color-orange-7)', borderRadius: 'var(--mantine-radius-sm)' }}
    >
      <Text size="sm" fw={600} c="dark.9" style={{ overflowWrap: 'anywhere' }}>
        {marker.text}
      </Text>
    </Box>
  );
}
