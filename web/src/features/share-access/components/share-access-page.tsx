import type { Business, ResponseOf } from '@bk/contract';
import { BusinessRole, can, canChange, displayName, isBusinessRoleId } from '@bk/domain';
import {
  Alert,
  Button,
  Group,
  NativeSelect,
  Paper,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { FieldErrorSummary } from '../../../components/field-error-summary';
import { AuditTable } from '../../../components/audit-table';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { TableScroll } from '../../../components/table-scroll';
import { ScreenLoading } from '../../../components/screen-loading';
import { ScreenTitle } from '../../../components/screen-title';
import { useFieldErrors } from '../../../lib/notifications/field-errors-store';
import { useActiveBusiness } from '../../../lib/session/api/get-active-business';
import { SUPPORT_VIEW_ONLY, useSupportSession } from '../../../lib/session/hooks/use-support-session';
import { useAccessList } from '../api/get-access-list';
import { useBusinessAudit } from '../api/get-business-audit';
import { useBusinessRoles } from '../api/get-business-roles';
import { useGrantAccess } from '../api/grant-access';
import { useRevokeAccess } from '../api/revoke-access';
import { shareForm, type ShareValues } from '../share-form';

const initialValues: ShareValues = { email: '', businessRoleId: '' };

/** SPEC §2 Share Access: who can use the active business, giving and revoking access, and its security log. */
export function ShareAccessPage() {
  const business = useActiveBusiness().data;
  const support = useSupportSession();
  if (!business) return <ScreenLoading />;
  const role = isBusinessRoleId(business.businessRole.id) ? business.businessRole.id : null;
  const name = displayName(business.name, 'Business');
  if (role === null || !can(role, 'access:manage')) {
    return (
      <>
        <ScreenTitle>Share Access</ScreenTitle>
        <Alert color="gray" title="Administrators only">
          Only the administrator of {name} can see and change who has access to it.
        </Alert>
      </>
    );
  }
  // A support session sees who has access and the log, but shares and revokes nothing.
  const canShare = canChange(role, 'access:manage', { support });
  return <ShareAccessManager key={business.id} business={business} canShare={canShare} />;
}

function ShareAccessManager({ business, canShare }: { business: Business; canShare: boolean }) {
  const name = displayName(business.name, 'Business');
  const list = useAccessList(true);
  const roles = useBusinessRoles(true);
  const audit = useBusinessAudit(true);
  const grant = useGrantAccess();
  const revoke = useRevokeAccess();
  const serverErrors = useFieldErrors();
  const [revoking, setRevoking] = useState<ResponseOf<'businessAccessList'>[number] | null>(null);

  const form = useForm({
    mode: 'controlled',
    initialValues,
    validate: shareForm.validate,
    transformValues: shareForm.body,
  });
  const errorOf = (field: 'email' | 'businessRoleId') =>
    (form.errors[field] as string | undefined) ?? serverErrors.find((e) => e.field === field)?.message;
  const roleOptions = [
    { value: '', label: roles.isPending ? 'Loading roles…' : 'Choose a role' },
    ...(roles.data ?? []).map((r) => ({ value: String(r.id), label: r.name })),
  ];

  return (
    <>
      <ScreenTitle>Share Access</ScreenTitle>
      <Text mb="md">
        People who can use <strong>{name}</strong>. Someone you share with is sent an invitation by e-mail and has
        access once they accept it; changing a member’s role takes effect at once.
      </Text>
      <Stack gap="lg">
        <Paper withBorder p="md" radius="md">
          {list.isPending && <ScreenLoading />}
          {list.isError && <Text size="sm">The access list could not be loaded. Reload the page to try again.</Text>}
          {list.data && (
            <TableScroll label={`Who has access to ${name}`} minWidth={300}>
              <Table withTableBorder>
                <Table.Caption>Who has access to {name}</Table.Caption>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th scope="col">Email</Table.Th>
                    <Table.Th scope="col">Role</Table.Th>
                    <Table.Th scope="col">
                      <VisuallyHidden>Actions</VisuallyHidden>
                    </Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {list.data.map((entry) => (
                    <Table.Tr key={entry.id}>
                      <Table.Td style={{ wordBreak: 'break-all' }}>{entry.email}</Table.Td>
                      <Table.Td>
                        {entry.businessRole.name}
                        {entry.status === 'invited' && <Text size="sm">Invited — waiting for them to accept</Text>}
                      </Table.Td>
                      <Table.Td>
                        {canShare && entry.businessRoleId !== BusinessRole.ADMINISTRATOR && (
                          <Button
                            size="xs"
                            color="red"
                            variant="outline"
                            aria-label={
                              entry.status === 'invited'
                                ? `Revoke the invitation for ${entry.email}`
                                : `Revoke access for ${entry.email}`
                            }
                            onClick={() => setRevoking(entry)}
                          >
                            Revoke
                          </Button>
                        )}
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </TableScroll>
          )}

          {!canShare && (
            <Text size="sm" mt="md">
              {SUPPORT_VIEW_ONLY}
            </Text>
          )}
          {canShare && (
            <form noValidate onSubmit={form.onSubmit((body) => grant.mutate(body, { onSuccess: () => form.reset() }))}>
              <Title order={2} size="h5" mt="md" mb="xs">
                Share with someone else
              </Title>
              <FieldErrorSummary labels={{ email: 'Email', businessRoleId: 'Role' }} />
              <Group align="flex-end" gap="sm" wrap="wrap">
                <TextInput
                  label="Email"
                  type="email"
                  autoComplete="off"
                  style={{ flex: '2 1 16rem' }}
                  {...form.getInputProps('email')}
                  error={errorOf('email')}
                />
                <NativeSelect
                  label="Role"
                  data={roleOptions}
                  style={{ flex: '1 1 10rem' }}
                  {...form.getInputProps('businessRoleId')}
                  error={errorOf('businessRoleId')}
                />
                <Button type="submit" loading={grant.isPending}>
                  Share
                </Button>
              </Group>
            </form>
          )}
        </Paper>

        <Paper withBorder p="md" radius="md">
          <Title order={2} size="h4" mb="xs">
            Security log
          </Title>
          <Text size="sm" mb="sm">
            Access changes and other security events for {name}.
          </Text>
          {audit.isPending && <Text size="sm">Loading…</Text>}
          {audit.isError && <Text size="sm">The security log could not be loaded just now.</Text>}
          {audit.data && <AuditTable caption={`Security log of ${name}, newest first`} entries={audit.data} showWho />}
        </Paper>
      </Stack>

      <ConfirmDialog
        opened={revoking !== null}
        title={revoking?.status === 'invited' ? 'Revoke the invitation?' : 'Revoke access?'}
        confirmLabel="Revoke"
        danger
        loading={revoke.isPending}
        onClose={() => setRevoking(null)}
        onConfirm={() => revoking && revoke.mutate(revoking, { onSuccess: () => setRevoking(null) })}
      >
        <Text size="sm">
          {revoking?.status === 'invited' ? (
            <>
              The invitation to <strong>{revoking.email}</strong> will be withdrawn, so it can no longer be accepted.
            </>
          ) : (
            <>
              <strong>{revoking?.email}</strong> will no longer be able to use {name}. You can share with them again
              later.
            </>
          )}
        </Text>
      </ConfirmDialog>
    </>
  );
}
