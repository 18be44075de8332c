import type { User } from '@bk/contract';
import { Button, Paper, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { TypeToConfirmDialog } from '../../../components/type-to-confirm-dialog';
import { routeTo } from '../../../config/routes';
import { endDeletedSession, useDeleteUser } from '../api/delete-user';

/** SPEC §2 Edit Profile "Delete Account (type your e-mail address to confirm)". */
export function DeleteAccountSection({ user }: { user: User }) {
  const navigate = useNavigate();
  const remove = useDeleteUser();
  const [opened, setOpened] = useState(false);

  return (
    <Paper withBorder p="md" radius="md">
      <Title order={2} size="h4" mb="xs">
        Delete Account
      </Title>
      <Text size="sm" mb="sm">
        {user.supportSession
          ? 'Only the account holder can delete this account.'
          : 'Deleting your account signs you out for good and removes your personal details.'}
      </Text>
      <Button color="red" variant="outline" disabled={user.supportSession} onClick={() => setOpened(true)}>
        Delete Account
      </Button>
      <TypeToConfirmDialog
        opened={opened}
        title="Delete Account"
        expected={user.email}
        expectedDescription="your e-mail address"
        confirmLabel="Delete Account"
        loading={remove.isPending}
        onClose={() => setOpened(false)}
        onConfirm={() =>
          remove.mutate(user.email, {
            onSuccess: () => {
              setOpened(false);
              endDeletedSession();
              void navigate(routeTo('Login'), { replace: true });
            },
          })
        }
      >
        <Text size="sm">
          This permanently deletes your account. Businesses where you are the administrator are deleted with all their
          data, and you lose access to businesses others have shared with you. This cannot be undone.
        </Text>
      </TypeToConfirmDialog>
    </Paper>
  );
}
