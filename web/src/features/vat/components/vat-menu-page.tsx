import { Alert, Group, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { routeTo } from '../../../config/routes';
import { penaltiesEnabledQueryOptions } from '../../../lib/queries/get-penalties-enabled';
import { HomeTile } from '../../../components/home-tile';
import { ScreenTitle } from '../../../components/screen-title';
import { useActiveBusiness } from '../../../lib/session/api/get-active-business';
import { silentModeQueryOptions, useHmrcDetails } from '../../../lib/queries/hmrc-details';
import { visibleVatTiles } from '../tiles';

/** SPEC §2 MTD VAT menu: a tile per VAT task, and the confirmed VRN with Edit. */
export function VatMenuPage() {
  const penalties = useQuery(penaltiesEnabledQueryOptions()).data ?? false;
  const silentMode = useQuery(silentModeQueryOptions()).data ?? true;
  const details = useHmrcDetails().data;
  const vrn = useActiveBusiness().data?.vrn ?? null;
  const tiles = visibleVatTiles({ penalties, silentMode });
  return (
    <>
      <ScreenTitle>MTD VAT</ScreenTitle>
      {details?.vrnConfirmed && vrn && (
        <Alert variant="light" mb="md" aria-label="VAT registration number">
          <Group justify="space-between" gap="sm">
            <Text fw={600}>VRN: {vrn}</Text>
            <Link to={routeTo('SetVrn', {}, { returnName: 'Vat' })} aria-label="Edit VRN">
              Edit
            </Link>
          </Group>
        </Alert>
      )}
      <ul className="tile-grid" aria-label="MTD VAT tasks">
        {tiles.map((tile) => (
          <HomeTile key={tile.title} tile={tile} />
        ))}
      </ul>
    </>
  );
}
