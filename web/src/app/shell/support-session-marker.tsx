import { Box, Text } from '@mantine/core';
import { useUser } from '../../lib/session/api/get-user';

/**
 * In a session support staff opened with a user's support token, an always-visible strip says
 * whose account this is, so nobody mistakes it for their own (SPEC §2 Admin login).
 */
export function SupportSessionMarker() {
  const user = useUser().data;
  if (!user?.supportSession) return null;
  return (
    <Box
      role="region"
      aria-label="Support session"
      bg="yellow.2"
      px="md"
      py={6}
      // The full width of the top bar, above its links and menus.
      mx="-md"
      mt="-xs"
      mb="xs"
      style={{ borderBottom: '2px solid var(--mantine-color-yellow-7)' }}
    >
      <Text size="sm" fw={600} c="dark.9" style={{ overflowWrap: 'anywhere' }}>
        Support session: you are signed in as {user.email} with their support token
      </Text>
    </Box>
  );
}
