import { Badge, Card, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { routeTo } from '../../../config/routes';
import type { HomeTile as Tile } from '../tiles';

/** A Home tile: the whole card is the link, named by its title. */
export function HomeTile({ tile }: { tile: Tile }) {
  return (
    <Card component="li" withBorder radius="md" padding="lg" className={tile.to ? 'tile tile-linked' : 'tile'}>
      <Title order={2} size="h4">
        {tile.to ? (
          <Link to={routeTo(tile.to)} className="tile-link">
            {tile.title}
          </Link>
        ) : (
          tile.title
        )}
      </Title>
      {!tile.to && (
        <Badge color="gray" variant="outline" mt="xs">
          Unavailable
        </Badge>
      )}
      <Text size="sm" mt="xs">
        {tile.description}
      </Text>
    </Card>
  );
}
