import { Paper, Text, Title } from '@mantine/core';
import { AuditTable } from '../../../components/audit-table';
import { useUserAudit } from '../api/get-user-audit';

/** The user's recent security events (sign-ins, password and two-factor changes, support access). */
export function SecurityActivity() {
  const audit = useUserAudit();
  return (
    <Paper withBorder p="md" radius="md">
      <Title order={2} size="h4" mb="xs">
        Recent security activity
      </Title>
      <Text size="sm" mb="sm">
        If you see something you did not do, change your password and contact support.
      </Text>
      {audit.isPending && <Text size="sm">Loading…</Text>}
      {audit.isError && <Text size="sm">Your security activity could not be loaded just now.</Text>}
      {audit.data && <AuditTable caption="Your recent security activity, newest first" entries={audit.data} />}
    </Paper>
  );
}
