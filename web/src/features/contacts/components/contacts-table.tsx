import { Table, VisuallyHidden } from '@mantine/core';
import { TableScroll } from '../../../components/table-scroll';
import type { Contact } from '../../../lib/queries/contacts';
import { ContactEditRow } from './contact-edit-row';
import { ContactRow } from './contact-row';

/** The row being edited: a contact's id, NEW_CONTACT for the add row, or null. */
export const NEW_CONTACT = 'new';
const COLUMNS = 7;

/** The contacts table (SPEC §2 Contacts): one row per contact, the edited one as a form. */
export function ContactsTable(props: {
  caption: string;
  contacts: readonly Contact[];
  editing: string | null;
  canEdit: boolean;
  onEdit: (id: string) => void;
  onEditDone: () => void;
  onDelete: (contact: Contact) => void;
}) {
  const { caption, contacts, editing } = props;
  return (
    <TableScroll label={caption} minWidth={860}>
      <Table striped withTableBorder verticalSpacing="xs">
        <Table.Caption>{caption}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">Name</Table.Th>
            <Table.Th scope="col">Email</Table.Th>
            <Table.Th scope="col">Phone</Table.Th>
            <Table.Th scope="col">Address</Table.Th>
            <Table.Th scope="col">Website / Social Media</Table.Th>
            <Table.Th scope="col">VRN</Table.Th>
            <Table.Th scope="col">
              <VisuallyHidden>Actions</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {editing === NEW_CONTACT && (
            <ContactEditRow contact={null} columns={COLUMNS} onDone={props.onEditDone} onDelete={() => undefined} />
          )}
          {contacts.length === 0 && editing !== NEW_CONTACT && (
            <Table.Tr>
              <Table.Td colSpan={COLUMNS}>No Contacts</Table.Td>
            </Table.Tr>
          )}
          {contacts.map((c) =>
            editing === c.id ? (
              <ContactEditRow
                key={c.id}
                contact={c}
                columns={COLUMNS}
                onDone={props.onEditDone}
                onDelete={() => props.onDelete(c)}
              />
            ) : (
              <ContactRow key={c.id} contact={c} canEdit={props.canEdit} onEdit={() => props.onEdit(c.id)} />
            ),
          )}
        </Table.Tbody>
      </Table>
    </TableScroll>
  );
}
