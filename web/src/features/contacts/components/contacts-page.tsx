import { canChange, displayName, isBusinessRoleId } from '@bk/domain';
import { Anchor, Button, Group, Paper, Text } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { Pagination } from '../../../components/pagination';
import { ScreenLoading } from '../../../components/screen-loading';
import { ScreenTitle } from '../../../components/screen-title';
import { routeTo } from '../../../config/routes';
import { useContacts, type Contact } from '../../../lib/queries/contacts';
import { useActiveBusiness } from '../../../lib/session/api/get-active-business';
import { useSupportSession } from '../../../lib/session/hooks/use-support-session';
import { useDeleteContact } from '../api/save-contact';
import { useContactSearch } from '../hooks/use-contact-search';
import { ContactSearchForm } from './contact-search-form';
import { ContactsTable, NEW_CONTACT } from './contacts-table';

/** SPEC §2 Contacts, and ViewContact: the same screen showing one contact, unpaged. */
export function ContactsPage() {
  const business = useActiveBusiness().data;
  const support = useSupportSession();
  const role = business && isBusinessRoleId(business.businessRole.id) ? business.businessRole.id : null;
  const canEdit = role !== null && canChange(role, 'ledger:write', { support });
  const { contactId, searchOpen, search, page, filter, setPage, change, toggleSearch } = useContactSearch();
  const list = useContacts(filter, contactId ? 1 : page);
  const [editing, setEditing] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<Contact | null>(null);
  const remove = useDeleteContact();
  const name = displayName(business?.name, 'Business');
  const caption = contactId ? `Contact of ${name}` : `Contacts of ${name}`;

  return (
    <>
      <ScreenTitle>{contactId ? 'Contact' : 'Contacts'}</ScreenTitle>
      <Text mb="md">
        The customers and suppliers of <strong>{name}</strong>.
      </Text>
      <Paper withBorder p="md" radius="md">
        <Group justify="space-between" gap="xs" mb="sm" wrap="wrap">
          {contactId ? (
            <Anchor component={Link} to={routeTo('Contacts', {}, { showAll: 'true' })}>
              All contacts
            </Anchor>
          ) : (
            <span />
          )}
          <Group gap="xs">
            {canEdit && (
              <Button onClick={() => setEditing(NEW_CONTACT)} disabled={editing === NEW_CONTACT}>
                Add
              </Button>
            )}
            {!contactId && (
              <Button variant={searchOpen ? 'filled' : 'default'} aria-expanded={searchOpen} onClick={toggleSearch}>
                Search
              </Button>
            )}
          </Group>
        </Group>
        {searchOpen && !contactId && <ContactSearchForm search={search} onChange={change} />}
        {list.isPending && <ScreenLoading />}
        {list.isError && <Text size="sm">The contacts could not be loaded. Reload the page to try again.</Text>}
        {list.data && (
          <ContactsTable
            caption={caption}
            contacts={list.data.contacts}
            editing={editing}
            canEdit={canEdit}
            onEdit={setEditing}
            onEditDone={() => setEditing(null)}
            onDelete={setDeleting}
          />
        )}
        {!contactId && (
          <Pagination page={page} pages={list.data?.pages ?? 0} label="Contacts pages" onChange={setPage} />
        )}
      </Paper>

      <ConfirmDialog
        opened={deleting !== null}
        title="Delete contact?"
        confirmLabel="Delete"
        danger
        loading={remove.isPending}
        onClose={() => setDeleting(null)}
        onConfirm={() =>
          deleting &&
          remove.mutate(
            { id: deleting.id, name: deleting.name },
            {
              onSuccess: () => setEditing(null),
              onSettled: () => setDeleting(null),
            },
          )
        }
      >
        <Text size="sm">
          The contact <strong>{deleting?.name}</strong> will be removed. Transactions with this contact keep showing its
          name.
        </Text>
      </ConfirmDialog>
    </>
  );
}
