import { Button, Stack, Text } from '@mantine/core';
import type { BankAccount } from '../../../lib/ledger-types';
import { useDeleteAccount } from '../api/save-account';

/**
 * The Edit cell of an account being deleted (decision 0053): how far the deletion has got, or,
 * when it failed, a plain message and a button to try again (the person confirmed already,
 * filed VAT periods included, when they first asked).
 */
export function DeletionStatus({
  account,
}: {
  account: BankAccount & { deletion: NonNullable<BankAccount['deletion']> };
}) {
  const remove = useDeleteAccount();
  if (!account.deletion.failed)
    return (
      <Text size="sm" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
        Deleting… {account.deletion.progress}%
      </Text>
    );
  return (
    <Stack gap={4} align="flex-start">
      <Text size="sm">Deleting this account did not finish.</Text>
      <Button
        size="xs"
        variant="default"
        aria-label={`Try again to delete ${account.name}`}
        loading={remove.isPending}
        onClick={() => remove.mutate({ id: account.id, name: account.name, confirmFiledPeriod: true })}
      >
        Try again
      </Button>
    </Stack>
  );
}
