import { useEffect } from 'react';
import type { ScreenName } from '../config/routes';
import type { Prefetch } from './guard-loader';
import { whenIdle } from '../lib/when-idle';
import { loadOnce } from './load-once';
import type { ScreenEntry } from './screens';

/*
 * Screens that show more than one feature are put together here, at the route, so that no
 * feature imports another (each feature stays free to change on its own). Each is fetched on its
 * first visit (decision 0059); the parts download side by side.
 */

async function transactionsScreen(): Promise<ScreenEntry> {
  const [{ TransactionsPage }, { AttachmentsModal }, { prefetchTransactions }] = await Promise.all([
    import('../features/transactions/components/transactions-page'),
    import('../features/attachments/components/attachments-modal'),
    import('../features/transactions/screens'),
  ]);
  return {
    Component: () => <TransactionsPage AttachmentsModal={AttachmentsModal} />,
    prefetch: prefetchTransactions,
  };
}

async function homeScreen(): Promise<ScreenEntry> {
  const [{ HomePage }, { InvitationsNotice }, { prefetchHome }] = await Promise.all([
    import('../features/home/components/home-page'),
    import('../features/invitations/components/invitations-notice'),
    import('../features/home/home-prefetch'),
  ]);
  return {
    Component: () => {
      useWarm(loadTransactions);
      return <HomePage Notice={InvitationsNotice} />;
    },
    prefetch: prefetchHome,
  };
}

/**
 * Once Home has shown, Income & Expenses (the screen most often opened next) is fetched while the
 * browser is idle, so its visit waits only for its data (decision 0059). A failed download is
 * forgotten (loadOnce) and tried again on the visit.
 */
function useWarm(load: () => Promise<unknown>): void {
  useEffect(() => whenIdle(() => void load().catch(() => undefined), 3000), [load]);
}

async function setVrnScreen(): Promise<ScreenEntry> {
  const [{ SetVrnPage }, { CreateBusinessDialog }, { prefetchSetVrn }] = await Promise.all([
    import('../features/vat/components/set-vrn-page'),
    import('../features/business/components/create-business-dialog'),
    import('../features/vat/screens'),
  ]);
  return { Component: () => <SetVrnPage CreateBusinessDialog={CreateBusinessDialog} />, prefetch: prefetchSetVrn };
}

const loadTransactions = loadOnce(transactionsScreen);

/** Affiliate Enrol fills its address with Edit Business's address lookup. */
async function affiliateEnrolScreen(): Promise<ScreenEntry> {
  const [{ AffiliateEnrolPage }, { AddressLookup }, { guardAffiliate }] = await Promise.all([
    import('../features/affiliate/components/enrol-page'),
    import('../features/business/components/address-lookup'),
    import('../features/affiliate/affiliate-guard'),
  ]);
  return {
    Component: () => <AffiliateEnrolPage AddressLookup={AddressLookup} />,
    prefetch: () => guardAffiliate('AffiliateEnroll'),
  };
}

/**
 * The first screens' prefetch on its own: their loader starts the screen's calls once this small
 * module has arrived, while the screen's code is still downloading (decision 0059).
 */
export const COMPOSED_PREFETCH: Partial<Record<ScreenName, () => Promise<Prefetch>>> = {
  Home: () => import('../features/home/home-prefetch').then((m) => m.prefetchHome),
  Transactions: () => import('../features/transactions/screens').then((m) => m.prefetchTransactions),
};

export const COMPOSED_SCREENS = {
  Home: loadOnce(homeScreen),
  Transactions: loadTransactions,
  SetVrn: loadOnce(setVrnScreen),
  AffiliateEnroll: loadOnce(affiliateEnrolScreen),
};
