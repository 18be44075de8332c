import type { ResponseOf } from '@bk/contract';
import { Badge, Card, Group, Image, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { routeTo } from '../../../config/routes';

export type DirectoryCardData = ResponseOf<'affiliateDirectoryList'>['profiles'][number];

/** One listing: the whole card is the link to the profile, named by the business. */
export function DirectoryCard({ card }: { card: DirectoryCardData }) {
  return (
    <Card component="li" withBorder radius="md" padding="md" className="tile tile-linked">
      <Group gap="sm" wrap="nowrap" align="flex-start">
        {card.logoUrl && <Image src={card.logoUrl} alt="" w={48} h={48} fit="contain" />}
        <div style={{ minWidth: 0 }}>
          <Title order={2} size="h4">
            <Link to={routeTo('DirectoryProfile', { slug: card.slug })} className="tile-link">
              {card.name}
            </Link>
          </Title>
          <Group gap={6} mt={4}>
            {card.isAccountant && <Badge variant="light">Accountant</Badge>}
            {card.industryName && (
              <Badge variant="outline" color="gray">
                {card.industryName}
              </Badge>
            )}
            {card.town && <Text size="sm">{card.town}</Text>}
          </Group>
        </div>
      </Group>
      {card.summary && (
        <Text size="sm" mt="xs" style={{ overflowWrap: 'anywhere' }}>
          {card.summary}
        </Text>
      )}
    </Card>
  );
}
