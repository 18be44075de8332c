import { NO_BUSINESS_TYPE } from '@bk/domain';
import { lazy, Suspense } from 'react';
import { useActiveBusiness } from '../../../lib/session/api/get-active-business';

// The modal (and Mantine's Modal, focus trap and scroll area) is fetched only for a business
// without a type, so most dashboards' first load does without it (decision 0059).
const BusinessTypeModal = lazy(() =>
  import('./business-type-modal').then(({ BusinessTypeModal }) => ({ default: BusinessTypeModal })),
);

/** SPEC §2 Home: a business without a type is asked for one. */
export function BusinessTypeAsk() {
  const business = useActiveBusiness().data;
  if (business?.businessTypeId !== NO_BUSINESS_TYPE) return null;
  return (
    <Suspense fallback={null}>
      <BusinessTypeModal />
    </Suspense>
  );
}
