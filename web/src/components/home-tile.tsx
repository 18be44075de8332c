import { Badge, Card, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { routeTo, type ScreenName } from '../config/routes';

/** A tile of a menu screen (Home, MTD VAT): where it goes, or none for a tile shown as unavailable. */
export interface Tile {
  readonly title: string;
  readonly description: string;
  readonly to?: Exclude<ScreenName, 'PageNotFound'>;
}

/**
 * A Home tile: the whole card is the link, named by its title. `order` is its heading's level,
 * one below the heading of the section it sits in (2 on a screen of tiles alone).
 */
export function HomeTile({ tile, order = 2 }: { tile: Tile; order?: 2 | 3 }) {
  return (
    <Card component="li" withBorder radius="md" padding="lg" className={tile.to ? 'tile tile-linked' : 'tile'}>
      <Title order={order} size="h4">
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
