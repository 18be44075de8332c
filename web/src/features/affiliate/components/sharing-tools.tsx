import type { ResponseOf } from '@bk/contract';
import { Anchor, Image, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { badgePreviewAddress } from '../profile-address';
import { CopyField } from './copy-field';

export type AffiliateLinks = NonNullable<ResponseOf<'affiliateLinks'>>;

function Tool({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack gap="xs">
      <Title order={3} size="h5">
        {title}
      </Title>
      {children}
    </Stack>
  );
}

/**
 * SPEC §2 Affiliate Dashboard "sharing tools": ready-made text and code that point people to the
 * published profile, each with its copy button.
 */
export function SharingTools({ links, name }: { links: AffiliateLinks; name: string }) {
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="affiliate-sharing">
      <Title order={2} size="h4" mb="sm" id="affiliate-sharing">
        Share your profile
      </Title>
      <Stack gap="lg">
        <Tool title="Twitter">
          <CopyField label="Tweet text" value={links.tweetText} multiline />
          <Text size="sm">
            <Anchor href={links.tweetProfileLink} target="_blank" rel="noopener noreferrer">
              Tweet your profile (opens Twitter in a new tab)
            </Anchor>
          </Text>
        </Tool>
        <Tool title="E-mail">
          <CopyField label="E-mail profile link" value={links.emailProfileLink} />
          <CopyField label="E-mail signature (HTML)" value={links.emailBadgeLink} multiline />
          <CopyField label="E-mail signature (plain text)" value={links.emailSignaturePlain} multiline />
        </Tool>
        <Tool title="Website badge">
          <Text size="sm">Put this badge on your website: it links to your profile.</Text>
          <Image
            src={badgePreviewAddress()}
            alt={`Badge: ${name} in the affiliate directory`}
            w="auto"
            h={48}
            fit="contain"
            style={{ alignSelf: 'flex-start' }}
          />
          <CopyField label="Website badge code" value={links.websiteBadgeLink} multiline />
          <CopyField label="Website profile link" value={links.websiteProfileLink} />
        </Tool>
        <Tool title="Anywhere else">
          <CopyField label="Other link" value={links.otherProfileLink} />
        </Tool>
      </Stack>
    </Paper>
  );
}
