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
  return { Component: () => <HomePage Notice={InvitationsNotice} />, prefetch: prefetchHome };
}

async function setVrnScreen(): Promise<ScreenEntry> {
  const [{ SetVrnPage }, { CreateBusinessDialog }, { prefetchSetVrn }] = await Promise.all([
    import('../features/vat/components/set-vrn-page'),
    import('../features/business/components/create-business-dialog'),
    import('../features/vat/screens'),
  ]);
  return { Component: () => <SetVrnPage CreateBusinessDialog={CreateBusinessDialog} />, prefetch: prefetchSetVrn };
}

export const COMPOSED_SCREENS = {
  Home: loadOnce(homeScreen),
  Transactions: loadOnce(transactionsScreen),
  SetVrn: loadOnce(setVrnScreen),
};
