import { Button, Paper, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { routeTo } from '../../../config/routes';
import { useWithdraw } from '../api/affiliate-mutations';

/** SPEC §4 Affiliate "Withdraw": the profile leaves the directory, its links stop working; then Home. */
export function WithdrawSection({ name }: { name: string }) {
  const [asking, setAsking] = useState(false);
  const withdraw = useWithdraw();
  const navigate = useNavigate();
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="affiliate-withdraw">
      <Title order={2} size="h4" mb="sm" id="affiliate-withdraw">
        Leave the programme
      </Title>
      <Text mb="md">
        Withdrawing removes {name} from the directory, and links to its profile stop working. You can join again later.
      </Text>
      <Button color="red" variant="outline" onClick={() => setAsking(true)}>
        Withdraw
      </Button>
      <ConfirmDialog
        opened={asking}
        title="Withdraw from the affiliate programme?"
        confirmLabel="Withdraw"
        danger
        loading={withdraw.isPending}
        onClose={() => setAsking(false)}
        onConfirm={() =>
          withdraw.mutate(undefined, {
            onSuccess: () => {
              setAsking(false);
              void navigate(routeTo('Home'));
            },
          })
        }
      >
        <Text>The profile of {name} leaves the directory at once and every link to it stops working.</Text>
      </ConfirmDialog>
    </Paper>
  );
}
