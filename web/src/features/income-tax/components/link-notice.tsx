import { Anchor, Paper, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { routeTo } from '../../../config/routes';
import type { ItsaSettings } from '../api/queries';

/** Alert text in the body colour: Mantine's light titles are below WCAG contrast. */
export const READABLE = {
  title: { color: 'var(--mantine-color-text)' },
  message: { color: 'var(--mantine-color-text)' },
};

/** The HMRC sign-in, coming back to the Income Tax settings (the link flow the VAT screens use). */
export const RELINK_ADDRESS = routeTo('HmrcLogin', {}, { returnName: 'IncomeTaxSettings' });

/** A link inside an alert: the body colour, underlined, since the alert's own colours are below WCAG contrast. */
export const IN_ALERT = { c: 'var(--mantine-color-text)', underline: 'always' } as const;

/**
 * What is missing before the app can talk to HMRC about Income Tax, and where to go for it:
 * the HMRC connection, the Income Tax permission on it, or the NINO and HMRC business.
 */
export function LinkNotice({ settings }: { settings: ItsaSettings }) {
  const [title, text, action] = !settings.linked
    ? [
        'Connect this business to HMRC',
        'To send quarterly updates, connect this business to HMRC first.',
        'Connect to HMRC',
      ]
    : settings.needsRelink
      ? [
          'Sign in to HMRC again to add Income Tax',
          "This business's HMRC connection was made for VAT only, so HMRC will not yet let this app send Income Tax updates. Sign in to HMRC again and grant authority: the connection then covers both VAT and Income Tax.",
          'Sign in to HMRC again',
        ]
      : [
          'Choose your business at HMRC',
          "Tell the app your National Insurance number and choose your business from HMRC's list before sending updates.",
          'Open Income Tax settings',
        ];
  const to = settings.linked && !settings.needsRelink ? routeTo('IncomeTaxSettings') : RELINK_ADDRESS;
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="itsa-link-title">
      <Title order={2} size="h4" id="itsa-link-title" mb="xs">
        {title}
      </Title>
      <Text>
        {text}{' '}
        <Anchor component={Link} to={to}>
          {action}
        </Anchor>
      </Text>
    </Paper>
  );
}
