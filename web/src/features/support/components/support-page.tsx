import { Anchor, Button, CopyButton, Group, List, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { STATIC_PAGES } from '../../../config/constants';
import { ScreenTitle } from '../../../components/screen-title';
import { useSupportToken } from '../api/get-support-token';
import { SUPPORT_EMAIL, SUPPORT_TOKEN_MINUTES } from '../support-contact';

/**
 * SPEC §2 Support: the help pages, the support e-mail address, and a short-lived support token
 * generated on load, with Generate New.
 */
export function SupportPage() {
  const token = useSupportToken();
  const value = token.data?.supportToken ?? '';

  return (
    <>
      <ScreenTitle>Support</ScreenTitle>
      <Stack gap="lg">
        <Paper withBorder p="md" radius="md">
          <Title order={2} size="h4" mb="xs">
            Getting help
          </Title>
          <Text size="sm" mb="xs">
            Most questions are answered in the{' '}
            <Anchor href={`${import.meta.env.BASE_URL}${STATIC_PAGES.help}`}>help pages</Anchor>.
          </Text>
          <Text size="sm">
            To contact us, e-mail <Anchor href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</Anchor>. Include your
            support token if we need to look at your account.
          </Text>
        </Paper>

        <Paper withBorder p="md" radius="md">
          <Title order={2} size="h4" mb="xs">
            Support token
          </Title>
          <List size="sm" mb="sm" spacing={4}>
            <List.Item>
              The token lets our support staff sign in to your account for {SUPPORT_TOKEN_MINUTES} minutes to look into
              a problem with you. It stops working after that.
            </List.Item>
            <List.Item>
              While signed in with it they can see your businesses as you do, but cannot change your e-mail address,
              password or two-factor settings, share access, or delete anything.
            </List.Item>
            <List.Item>Only give it to us when you contact support, and never to anyone else.</List.Item>
          </List>
          <Group align="flex-end" gap="sm" wrap="wrap">
            <TextInput
              label="Support token"
              value={value}
              readOnly
              placeholder={token.isFetching ? 'Generating…' : undefined}
              error={
                token.isError ? 'A support token could not be generated. Press Generate New to try again.' : undefined
              }
              styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
              style={{ flex: '1 1 18rem' }}
            />
            <CopyButton value={value}>
              {({ copied, copy }) => (
                <Button variant="default" onClick={copy} disabled={value === ''} aria-live="polite">
                  {copied ? 'Copied' : 'Copy'}
                </Button>
              )}
            </CopyButton>
            <Button onClick={() => void token.refetch()} loading={token.isFetching}>
              Generate New
            </Button>
          </Group>
        </Paper>
      </Stack>
    </>
  );
}
