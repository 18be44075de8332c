import { Alert, Button, Text } from '@mantine/core';
import { Link } from 'react-router';
import { routeTo } from '../../../config/routes';
import { useInvitations } from '../api/get-invitations';

/** Text in the alert's own colour is too faint on its tint; the page's text colour reads. */
const READABLE = { title: { color: 'var(--mantine-color-text)' }, message: { color: 'var(--mantine-color-text)' } };

/** On Home: a note when invitations wait for an answer, linking to them; nothing otherwise. */
export function InvitationsNotice() {
  const list = useInvitations({ quiet: true });
  const count = list.data?.length ?? 0;
  if (count === 0) return null;
  const names = (list.data ?? []).map((i) => i.businessName).join(', ');
  return (
    <Alert
      color="blue"
      styles={READABLE}
      title={count === 1 ? 'You have an invitation' : `You have ${count} invitations`}
      mb="md"
    >
      <Text size="sm" mb="xs">
        You have been invited to use {names}.
      </Text>
      <Button component={Link} to={routeTo('Invitations')} size="xs">
        See your invitations
      </Button>
    </Alert>
  );
}
