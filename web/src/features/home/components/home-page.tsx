import { useAffiliateVisible } from '../../../lib/queries/get-affiliate-visible';
import { useInvoiceVisible } from '../../../lib/queries/get-invoice-visible';
import { ScreenTitle } from '../../../components/screen-title';
import { HOME_TILES } from '../tiles';
import { BusinessTypeModal } from './business-type-modal';
import { HomeTile } from '../../../components/home-tile';

/** SPEC §2 Home: a tile per part of the product; affiliate and invoice tiles only when switched on. */
export function HomePage() {
  const flags = { affiliate: useAffiliateVisible(), invoices: useInvoiceVisible() };
  const tiles = HOME_TILES.filter((tile) => !tile.onlyWhen || flags[tile.onlyWhen]);
  return (
    <>
      <ScreenTitle>Home</ScreenTitle>
      <ul className="tile-grid" aria-label="Parts of the product">
        {tiles.map((tile) => (
          <HomeTile key={tile.title} tile={tile} />
        ))}
      </ul>
      <BusinessTypeModal />
    </>
  );
}
