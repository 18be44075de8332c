import { BUSINESS_TYPES } from '@bk/domain';
import { Button, Checkbox, Group, Modal, NativeSelect, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { FieldErrorSummary } from '../../../components/field-error-summary';
import { useFieldErrors } from '../../../lib/notifications/field-errors-store';
import { useCreateBusiness } from '../api/create-business';
import { createBusinessForm, type CreateBusinessValues } from '../business-form';

const TYPE_OPTIONS = [
  { value: '', label: 'Choose a type' },
  ...BUSINESS_TYPES.map((t) => ({ value: String(t.id), label: t.name })),
];

const initialValues: CreateBusinessValues = { businessName: '', businessTypeId: '', enableVat: true };

/**
 * SPEC §2 Select Business "Create Business dialog": business name, business type and 'The
 * business is VAT registered'. On success it says 'Created business successfully' and closes
 * (SPEC §4); what was typed stays if the server refuses it.
 */
export function CreateBusinessDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const create = useCreateBusiness();
  const serverErrors = useFieldErrors();
  const form = useForm({
    mode: 'controlled',
    initialValues,
    validate: createBusinessForm.validate,
    transformValues: createBusinessForm.body,
  });
  const errorOf = (field: keyof CreateBusinessValues) =>
    (form.errors[field] as string | undefined) ?? serverErrors.find((e) => e.field === field)?.message;

  const close = () => {
    form.reset();
    onClose();
  };
  const submit = form.onSubmit((body) => create.mutate(body, { onSuccess: close }));

  return (
    <Modal
      opened={opened}
      onClose={close}
      title="Create Business"
      size={450}
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      <form
        noValidate
        onSubmit={(event) => {
          // The modal is portalled, but React still bubbles its submit to any form around it.
          event.stopPropagation();
          submit(event);
        }}
      >
        <Stack gap="sm">
          <FieldErrorSummary
            labels={{
              businessName: 'Business name',
              businessTypeId: 'Business type',
              enableVat: 'The business is VAT registered',
            }}
          />
          <TextInput
            label="Business name"
            required
            data-autofocus
            {...form.getInputProps('businessName')}
            error={errorOf('businessName')}
          />
          <NativeSelect
            label="Business type"
            required
            data={TYPE_OPTIONS}
            {...form.getInputProps('businessTypeId')}
            error={errorOf('businessTypeId')}
          />
          <Checkbox label="The business is VAT registered" {...form.getInputProps('enableVat', { type: 'checkbox' })} />
          <Group justify="flex-end" gap="sm" mt="xs">
            <Button variant="default" onClick={close}>
              Cancel
            </Button>
            <Button type="submit" loading={create.isPending}>
              Create
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
