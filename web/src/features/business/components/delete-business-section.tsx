import { Alert, Anchor, Button, Paper, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { TypeToConfirmDialog } from '../../../components/type-to-confirm-dialog';
import { routeTo } from '../../../config/routes';
import { receiptsQueryOptions } from '../../../lib/queries/get-receipts';
import { forgetDeletedBusiness, useDeleteBusiness } from '../api/delete-business';

/** Edit Business: Delete Business, confirmed by typing, then Select Business. */
export function DeleteBusinessSection({ name }: { name: string }) {
  const navigate = useNavigate();
  const remove = useDeleteBusiness();
  const [deleting, setDeleting] = useState(false);
  return (
    <>
      <Paper withBorder p="md" radius="md" mt="xl">
        <Title order={2} size="h4" mb="xs">
          Delete Business
        </Title>
        <Text size="sm" mb="sm">
          Deleting {name} removes all of its data for everyone who has access to it.
        </Text>
        <Button color="red" variant="outline" onClick={() => setDeleting(true)}>
          Delete Business
        </Button>
      </Paper>
      <TypeToConfirmDialog
        opened={deleting}
        title="Delete Business"
        confirmLabel="Delete Business"
        loading={remove.isPending}
        onClose={() => setDeleting(false)}
        onConfirm={() =>
          remove.mutate(undefined, {
            onSuccess: () => {
              setDeleting(false);
              void Promise.resolve(navigate(routeTo('SelectBusiness'))).then(forgetDeletedBusiness);
            },
          })
        }
      >
        <Text size="sm">
          This permanently deletes <strong>{name}</strong> and all of its data: transactions, contacts, invoices,
          attachments, bank accounts, imports, VAT records and everyone&apos;s access to it. This cannot be undone.
        </Text>
        <FiledReturnsNote enabled={deleting} />
      </TypeToConfirmDialog>
    </>
  );
}

/**
 * VAT return receipts go with the business. HMRC expects VAT records to be kept for six years, so
 * a business that filed returns here is told to download its receipts first.
 */
function FiledReturnsNote({ enabled }: { enabled: boolean }) {
  const receipts = useQuery({ ...receiptsQueryOptions(), enabled, meta: { quiet: true } });
  const count = receipts.data?.length ?? 0;
  if (count === 0) return null;
  return (
    <Alert color="red" title="Keep your VAT return receipts" mt="sm">
      This business has filed {count === 1 ? '1 VAT return' : `${count} VAT returns`} here, and their receipts will be
      deleted too. HMRC expects VAT records to be kept for at least six years: open{' '}
      <Anchor component={Link} to={routeTo('HmrcVatReturnReceiptList')} c="inherit" underline="always" fw={600}>
        VAT Return Receipts
      </Anchor>{' '}
      and download each receipt&apos;s PDF before you delete.
    </Alert>
  );
}
