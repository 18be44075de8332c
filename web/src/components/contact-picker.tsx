import { CloseButton, Combobox, InputBase, Loader, Text, useCombobox } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState, type CSSProperties, type ReactNode } from 'react';
import { contactFieldsOf, useContactChoices, useCreateContact } from '../lib/queries/contacts';

/** The contact a picker holds: the transaction or invoice keeps its id and shows its name. */
export interface PickedContact {
  id: string;
  name: string;
}

/** How long typing pauses before the picker searches. */
const SEARCH_DEBOUNCE_MS = 300;
const CREATE = '\u0000create';
const MORE = '\u0000more';
export const TOO_MANY_CONTACTS = 'Too many contacts to display, please search to refine';

/**
 * SPEC §2 Contacts "contact picker": searches contacts by name a page at a time, says when there
 * are more than one page of them, and adds a contact from the typed text ('Contact created').
 * Keyboard: type to search, arrows to move, Enter to choose, Escape to close.
 */
export function ContactPicker({
  value,
  onChange,
  error,
  style,
}: {
  value: PickedContact | null;
  onChange: (contact: PickedContact | null) => void;
  error?: ReactNode;
  style?: CSSProperties;
}) {
  const combobox = useCombobox({
    onDropdownClose: () => {
      combobox.resetSelectedOption();
      setTyped(null);
    },
  });
  // What the person typed since the dropdown opened; null shows the chosen contact's name.
  const [typed, setTyped] = useState<string | null>(null);
  const [search] = useDebouncedValue((typed ?? '').trim(), SEARCH_DEBOUNCE_MS);
  const choices = useContactChoices(search, combobox.dropdownOpened);
  const create = useCreateContact();
  const text = (typed ?? '').trim();
  // While the search waits for typing to pause, the last answer shows only what still matches.
  const loaded = (choices.data?.pages.flatMap((p) => p.contacts) ?? []).filter((c) =>
    c.name.toLowerCase().includes(text.toLowerCase()),
  );
  const pages = choices.data?.pages[0]?.pages ?? 0;
  const canCreate = text !== '' && !loaded.some((c) => c.name.toLowerCase() === text.toLowerCase());

  const choose = (picked: string) => {
    if (picked === MORE) {
      void choices.fetchNextPage();
      return;
    }
    if (picked === CREATE) {
      create.mutate(contactFieldsOf(text), {
        onSuccess: (contact) => onChange({ id: contact.id, name: contact.name }),
      });
      combobox.closeDropdown();
      return;
    }
    const contact = loaded.find((c) => c.id === picked);
    if (contact) onChange({ id: contact.id, name: contact.name });
    combobox.closeDropdown();
  };

  return (
    <Combobox store={combobox} onOptionSubmit={choose}>
      <Combobox.Target withExpandedAttribute>
        <InputBase
          label="Contact"
          placeholder="Search contacts by name"
          value={typed ?? value?.name ?? ''}
          error={error}
          style={style}
          onChange={(event) => {
            setTyped(event.currentTarget.value);
            combobox.openDropdown();
            combobox.resetSelectedOption();
          }}
          onClick={() => combobox.openDropdown()}
          onFocus={() => combobox.openDropdown()}
          onBlur={() => combobox.closeDropdown()}
          rightSection={
            create.isPending ? (
              <Loader size="xs" aria-label="Creating contact" />
            ) : value ? (
              <CloseButton
                size="sm"
                aria-label="Clear contact"
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => onChange(null)}
              />
            ) : undefined
          }
          rightSectionPointerEvents={value ? 'all' : 'none'}
        />
      </Combobox.Target>
      <Combobox.Dropdown>
        <Combobox.Options aria-label="Contacts found" mah={260} style={{ overflowY: 'auto' }}>
          {loaded.map((c) => (
            <Combobox.Option key={c.id} value={c.id} active={c.id === value?.id}>
              {c.name}
            </Combobox.Option>
          ))}
          {choices.hasNextPage && (
            <Combobox.Option value={MORE}>
              <Text size="sm" fs="italic">
                Show more contacts
              </Text>
            </Combobox.Option>
          )}
          {canCreate && (
            <Combobox.Option value={CREATE}>
              <Text size="sm" fw={600}>
                Create contact “{text}”
              </Text>
            </Combobox.Option>
          )}
          {choices.isPending && <Combobox.Empty>Searching…</Combobox.Empty>}
          {choices.isSuccess && loaded.length === 0 && !canCreate && <Combobox.Empty>No Contacts</Combobox.Empty>}
        </Combobox.Options>
        {pages > 1 && (
          <Combobox.Footer>
            <Text size="xs" c="dimmed">
              {TOO_MANY_CONTACTS}
            </Text>
          </Combobox.Footer>
        )}
      </Combobox.Dropdown>
    </Combobox>
  );
}
