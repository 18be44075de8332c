import { can, isBusinessRoleId } from '@bk/domain';
import { SimpleGrid, Title } from '@mantine/core';
import { useMemo, type ComponentType } from 'react';
import { useAffiliateEnabled } from '../../../lib/queries/affiliate-state';
import { useInvoiceVisible } from '../../../lib/queries/get-invoice-visible';
import { useActiveBusiness } from '../../../lib/session/api/get-active-business';
import { ScreenTitle } from '../../../components/screen-title';
import { HomeTile } from '../../../components/home-tile';
import { HOME_TILES } from '../tiles';
import { dashboardPeriods, ukToday } from '../dashboard';
import { BusinessTypeAsk } from './business-type-ask';
import { CashPanel } from './cash-panel';
import { ChecklistPanel } from './checklist-panel';
import { DeadlinesPanel } from './deadlines-panel';
import { ReviewPanel } from './review-panel';
import { TakingsPanel } from './takings-panel';
import { VatPanel } from './vat-panel';

/**
 * SPEC §2 Home: how the business is doing and what is due (each panel loads and fails on its
 * own), then a tile per part of the product; affiliate and invoice tiles only when switched on.
 */
export function HomePage({ Notice }: { Notice?: ComponentType } = {}) {
  const flags = { affiliate: useAffiliateEnabled(), invoices: useInvoiceVisible() };
  const business = useActiveBusiness().data;
  const role = business && isBusinessRoleId(business.businessRole.id) ? business.businessRole.id : null;
  const tiles = HOME_TILES.filter(
    (tile) => (!tile.onlyWhen || flags[tile.onlyWhen]) && (!tile.onlyFor || (role !== null && can(role, tile.onlyFor))),
  );
  const today = useMemo(() => ukToday(new Date()), []);
  const [month, taxYear] = useMemo(() => dashboardPeriods(today), [today]);
  return (
    <>
      <ScreenTitle>Home</ScreenTitle>
      {/* Something put in at the route (pending invitations), so Home imports no other feature. */}
      {Notice && <Notice />}
      {business && (
        <section aria-labelledby="home-dashboard-title">
          <Title order={2} id="home-dashboard-title" mb="sm">
            {business.name} at a glance
          </Title>
          <ChecklistPanel business={business} />
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md" mt="md">
            <TakingsPanel period={month} />
            <TakingsPanel period={taxYear} />
            <CashPanel />
            {business.enableVat && <VatPanel business={business} today={today} />}
            <DeadlinesPanel business={business} today={today} />
            <ReviewPanel />
          </SimpleGrid>
        </section>
      )}
      <section aria-labelledby="home-tiles-title">
        <Title order={2} mt="xl" mb="sm" id="home-tiles-title">
          Everything in the app
        </Title>
        <ul className="tile-grid" aria-label="Parts of the product">
          {tiles.map((tile) => (
            <HomeTile key={tile.title} tile={tile} order={3} />
          ))}
        </ul>
      </section>
      <BusinessTypeAsk />
    </>
  );
}
