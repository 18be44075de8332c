import { Anchor, Button, Stack, Table, Text } from '@mantine/core';
import { Link } from 'react-router';
import { routeTo } from '../../../config/routes';
import type { Contact } from '../../../lib/queries/contacts';

/** The web address of a typed website: as typed when it has a scheme, else https. */
function websiteHref(site: string): string {
  return /^https?:\/\//i.test(site) ? site : `https://${site}`;
}

/** One contact in view mode (SPEC §2 Contacts): the six columns and Edit. */
export function ContactRow({
  contact: c,
  canEdit,
  onEdit,
}: {
  contact: Contact;
  canEdit: boolean;
  onEdit: () => void;
}) {
  const socials: [string, string | null][] = [
    ['Twitter', c.twitterHandle],
    ['Facebook', c.facebookProfile],
    ['LinkedIn', c.linkedinProfile],
    ['Other', c.otherSocials],
  ];
  return (
    <Table.Tr>
      <Table.Td style={{ wordBreak: 'break-word' }}>
        <Anchor component={Link} to={routeTo('ViewContact', { contactId: c.id })}>
          {c.name}
        </Anchor>
      </Table.Td>
      <Table.Td style={{ wordBreak: 'break-word' }}>{c.email ?? ''}</Table.Td>
      <Table.Td>
        <Stack gap={0}>
          {c.phone && <Text size="sm">{c.phone}</Text>}
          {c.mobile && <Text size="sm">Mobile {c.mobile}</Text>}
        </Stack>
      </Table.Td>
      <Table.Td style={{ whiteSpace: 'pre-line', wordBreak: 'break-word' }}>{c.address ?? ''}</Table.Td>
      <Table.Td style={{ wordBreak: 'break-word' }}>
        <Stack gap={0}>
          {c.website && (
            <Anchor size="sm" href={websiteHref(c.website)} target="_blank" rel="noopener noreferrer">
              {c.website}
            </Anchor>
          )}
          {socials.map(([what, value]) =>
            value ? (
              <Text size="sm" key={what}>
                {what}: {value}
              </Text>
            ) : null,
          )}
        </Stack>
      </Table.Td>
      <Table.Td>{c.vrn ?? ''}</Table.Td>
      <Table.Td>
        {canEdit && (
          <Button size="xs" variant="default" aria-label={`Edit ${c.name}`} onClick={onEdit}>
            Edit
          </Button>
        )}
      </Table.Td>
    </Table.Tr>
  );
}
