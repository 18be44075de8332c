import { routes } from '@bk/contract';
import { SimpleGrid, TextInput } from '@mantine/core';
import { maxLengthOf } from '../../../lib/form-schema';
import { CONTACT_FILTER_LABELS, type ContactSearchValues } from '../contact-search';

/** The eleven filters of Contacts (SPEC §2, §4 Filters); every change applies at once. */
export function ContactSearchForm({
  search,
  onChange,
}: {
  search: ContactSearchValues;
  onChange: (next: Partial<ContactSearchValues>) => void;
}) {
  return (
    <form
      aria-label="Search contacts"
      onSubmit={(e) => e.preventDefault()}
      style={{ marginBottom: 'var(--mantine-spacing-md)' }}
    >
      <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="sm">
        {CONTACT_FILTER_LABELS.map(([field, label]) => (
          <TextInput
            key={field}
            label={label}
            value={search[field]}
            maxLength={maxLengthOf(routes.contactList.body, field)}
            onChange={(e) => onChange({ [field]: e.currentTarget.value })}
          />
        ))}
      </SimpleGrid>
    </form>
  );
}
