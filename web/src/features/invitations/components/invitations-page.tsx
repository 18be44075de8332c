import type { ResponseOf } from '@bk/contract';
import { Alert, Button, Card, Group, Text } from '@mantine/core';
import { useMutation } from '../../../lib/use-mutation';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { ScreenLoading } from '../../../components/screen-loading';
import { ScreenTitle } from '../../../components/screen-title';
import { routeTo } from '../../../config/routes';
import { formatDate } from '../../../lib/format';
import { useUser } from '../../../lib/session/api/get-user';
import { selectBusiness } from '../../../lib/session/session-actions';
import { useAcceptInvitation, useDeclineInvitation } from '../api/answer-invitation';
import { useInvitations } from '../api/get-invitations';

/** Text in the alert's own colour is too faint on its tint; the page's text colour reads. */
const READABLE = { title: { color: 'var(--mantine-color-text)' }, message: { color: 'var(--mantine-color-text)' } };

type Invitation = ResponseOf<'invitationList'>[number];
type BusinessTile = ResponseOf<'invitationAccept'>;

/**
 * Invitations to share other people's businesses (decision 0050): the e-mail links here. Each
 * can be accepted or declined; an accepted business can be opened straight away.
 */
export function InvitationsPage() {
  const user = useUser().data;
  const list = useInvitations();
  const accept = useAcceptInvitation();
  const decline = useDeclineInvitation();
  const [joined, setJoined] = useState<BusinessTile[]>([]);
  const navigate = useNavigate();
  const open = useMutation({ mutationFn: selectBusiness, onSuccess: () => navigate(routeTo('Home')) });
  const busy = accept.isPending || decline.isPending;

  return (
    <>
      <ScreenTitle>Invitations</ScreenTitle>
      <Text mb="md">
        Invitations to use someone else’s business, sent to{' '}
        {user ? <strong>{user.email}</strong> : 'your email address'}.
      </Text>
      {joined.map((tile) => (
        <Alert key={tile.id} color="green" title={`You have joined ${tile.name}`} mb="md" styles={READABLE}>
          <Text size="sm" mb="xs">
            You can use it as {tile.businessRole.name}. It is also on Select Business.
          </Text>
          <Button size="xs" loading={open.isPending} onClick={() => open.mutate(tile.id)}>
            Open {tile.name}
          </Button>
        </Alert>
      ))}
      {list.isPending && <ScreenLoading />}
      {list.isError && <Text>Your invitations could not be loaded. Reload the page to try again.</Text>}
      {list.data?.length === 0 && (
        <Text>
          You have no invitations waiting. An invitation shows here when someone invites your verified email address to
          their business.
        </Text>
      )}
      {list.data && list.data.length > 0 && (
        <ul className="tile-grid" aria-label="Your invitations">
          {list.data.map((invitation) => (
            <InvitationCard
              key={invitation.id}
              invitation={invitation}
              busy={busy}
              onAccept={() =>
                accept.mutate(invitation, { onSuccess: (tile) => setJoined((before) => [...before, tile]) })
              }
              onDecline={() => decline.mutate(invitation)}
            />
          ))}
        </ul>
      )}
    </>
  );
}

function InvitationCard(props: { invitation: Invitation; busy: boolean; onAccept: () => void; onDecline: () => void }) {
  const { invitation } = props;
  return (
    <Card component="li" withBorder radius="md" padding="lg" className="tile">
      <Text fw={600} size="lg">
        {invitation.businessName}
      </Text>
      <Text size="sm" mt={4}>
        {invitation.invitedBy} invited you as {invitation.businessRole.name}.
      </Text>
      <Text size="sm">Answer by {formatDate(invitation.expiresAt)}.</Text>
      <Group gap="sm" mt="md">
        <Button
          size="xs"
          disabled={props.busy}
          aria-label={`Accept the invitation to ${invitation.businessName}`}
          onClick={props.onAccept}
        >
          Accept
        </Button>
        <Button
          size="xs"
          variant="outline"
          disabled={props.busy}
          aria-label={`Decline the invitation to ${invitation.businessName}`}
          onClick={props.onDecline}
        >
          Decline
        </Button>
      </Group>
    </Card>
  );
}
