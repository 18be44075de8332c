import { routes } from '@bk/contract';
import { sanitiseVrnInput } from '@bk/domain';
import { SimpleGrid, Stack, Table, Textarea, TextInput } from '@mantine/core';
import { useState } from 'react';
import { FieldErrorSummary } from '../../../components/field-error-summary';
import { maxLengthOf } from '../../../lib/form-schema';
import { useFieldErrors } from '../../../lib/notifications/field-errors-store';
import type { Contact, ContactFields } from '../../../lib/queries/contacts';
import { useSaveContact } from '../api/save-contact';
import { useContactVrnCheck } from '../hooks/use-contact-vrn-check';
import { RowEditActions } from '../../../components/row-edit-actions';

type TextField = Exclude<keyof ContactFields, 'address' | 'vrn'>;

/** The one-line fields of a contact and their labels, in the order the row shows them. */
const TEXT_FIELDS: readonly (readonly [TextField, string])[] = [
  ['name', 'Name'],
  ['email', 'Email'],
  ['phone', 'Phone'],
  ['mobile', 'Mobile'],
  ['website', 'Website'],
  ['twitterHandle', 'Twitter handle'],
  ['facebookProfile', 'Facebook profile'],
  ['linkedinProfile', 'LinkedIn profile'],
  ['otherSocials', 'Other socials'],
];

/** Every field with its label, for the summary of the server's field errors. */
const FIELD_LABELS: Readonly<Record<string, string>> = {
  ...Object.fromEntries(TEXT_FIELDS),
  vrn: 'VRN',
  address: 'Address',
};

/** The longest text the contract takes for a field: the input stops there too. */
const maxOf = (field: keyof ContactFields) => maxLengthOf(routes.contactCreate.body, field);

const NOT_RECOGNISED = 'HMRC does not recognise this VAT number. Check it against your VAT certificate.';

function initialValues(c: Contact | null): Record<keyof ContactFields, string> {
  return {
    name: c?.name ?? '',
    email: c?.email ?? '',
    phone: c?.phone ?? '',
    mobile: c?.mobile ?? '',
    address: c?.address ?? '',
    website: c?.website ?? '',
    twitterHandle: c?.twitterHandle ?? '',
    facebookProfile: c?.facebookProfile ?? '',
    linkedinProfile: c?.linkedinProfile ?? '',
    otherSocials: c?.otherSocials ?? '',
    vrn: c?.vrn ?? '',
  };
}

/** A contact being added or edited in place (SPEC §2 Contacts, §5: name required, e-mail trimmed). */
export function ContactEditRow({
  contact,
  columns,
  onDone,
  onDelete,
}: {
  contact: Contact | null;
  columns: number;
  onDone: () => void;
  onDelete: () => void;
}) {
  const [values, setValues] = useState(() => initialValues(contact));
  const [nameError, setNameError] = useState<string | null>(null);
  const save = useSaveContact();
  const vrnCheck = useContactVrnCheck(contact?.vrn ?? null, () => values.vrn);
  const serverErrors = useFieldErrors();
  const errorOf = (field: string) => serverErrors.find((e) => e.field === field)?.message;
  const label = contact ? contact.name : 'new contact';
  const set = (field: keyof ContactFields, value: string) => setValues((v) => ({ ...v, [field]: value }));

  const submit = () => {
    if (values.name.trim() === '') return setNameError('Name is required');
    setNameError(null);
    const body = Object.fromEntries(
      Object.entries(values).map(([k, v]) => [k, v.trim() === '' ? null : v.trim()]),
    ) as Record<keyof ContactFields, string | null>;
    save.mutate({ id: contact?.id, body: { ...body, name: values.name.trim() } }, { onSuccess: onDone });
  };

  const check = vrnCheck.result;
  return (
    <Table.Tr>
      <Table.Td colSpan={columns}>
        <form
          noValidate
          aria-label={contact ? `Edit ${contact.name}` : 'Add a contact'}
          onSubmit={(event) => {
            event.preventDefault();
            submit();
          }}
        >
          <Stack gap="xs">
            <FieldErrorSummary labels={FIELD_LABELS} />
            <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="sm">
              {TEXT_FIELDS.map(([field, text], i) => (
                <TextInput
                  key={field}
                  label={text}
                  required={field === 'name'}
                  type={field === 'email' ? 'email' : 'text'}
                  value={values[field]}
                  maxLength={maxOf(field)}
                  autoFocus={i === 0}
                  onChange={(e) => set(field, e.currentTarget.value)}
                  error={field === 'name' ? (nameError ?? errorOf('name')) : errorOf(field)}
                />
              ))}
              <TextInput
                label="VRN"
                value={values.vrn}
                maxLength={maxOf('vrn')}
                description={
                  check?.kind === 'valid'
                    ? `Registered with HMRC${check.registered ? `: ${check.registered}` : ''}`
                    : undefined
                }
                inputWrapperOrder={['label', 'input', 'description', 'error']}
                onChange={(e) => {
                  set('vrn', sanitiseVrnInput(e.currentTarget.value));
                  vrnCheck.clear();
                }}
                onBlur={() => void vrnCheck.run()}
                error={check?.kind === 'invalid' ? NOT_RECOGNISED : errorOf('vrn')}
              />
              <Textarea
                label="Address"
                value={values.address}
                maxLength={maxOf('address')}
                autosize
                minRows={2}
                onChange={(e) => set('address', e.currentTarget.value)}
                error={errorOf('address')}
              />
            </SimpleGrid>
            <RowEditActions
              label={label}
              saving={save.isPending}
              onCancel={onDone}
              onDelete={contact ? onDelete : undefined}
              justify="flex-end"
            />
          </Stack>
        </form>
      </Table.Td>
    </Table.Tr>
  );
}
