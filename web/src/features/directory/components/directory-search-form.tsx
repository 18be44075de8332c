import { Button, Checkbox, Group, NativeSelect, SimpleGrid, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useDirectoryIndustries } from '../api/directory-queries';
import type { DirectorySearch } from '../directory-search';

/** Search by name, industry and town, accountants only if wanted; a search starts at page 1. */
export function DirectorySearchForm({
  search,
  onSearch,
}: {
  search: DirectorySearch;
  onSearch: (search: DirectorySearch) => void;
}) {
  const [values, setValues] = useState(search);
  const industries = useDirectoryIndustries();
  const options = [
    { value: '', label: industries.isError ? 'Industries could not be loaded' : 'Any industry' },
    ...(industries.data ?? []).map((i) => ({ value: String(i.id), label: i.name })),
  ];
  const set = (change: Partial<DirectorySearch>) => setValues((v) => ({ ...v, ...change }));
  return (
    <form
      role="search"
      aria-label="Search the directory"
      onSubmit={(event) => {
        event.preventDefault();
        onSearch({ ...values, page: 1 });
      }}
    >
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
        <TextInput
          label="Name or description"
          value={values.q}
          maxLength={100}
          onChange={(e) => set({ q: e.currentTarget.value })}
        />
        <NativeSelect
          label="Industry"
          data={options}
          value={values.industryId}
          onChange={(e) => set({ industryId: e.currentTarget.value })}
        />
        <TextInput
          label="Town"
          value={values.town}
          maxLength={100}
          onChange={(e) => set({ town: e.currentTarget.value })}
        />
      </SimpleGrid>
      <Group mt="sm" gap="md" justify="space-between" wrap="wrap">
        <Checkbox
          label="Accountants only"
          checked={values.accountants}
          onChange={(e) => set({ accountants: e.currentTarget.checked })}
        />
        <Button type="submit">Search</Button>
      </Group>
    </form>
  );
}
