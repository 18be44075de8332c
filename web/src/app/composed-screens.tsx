import { AttachmentsModal } from '../features/attachments/components/attachments-modal';
import { CreateBusinessDialog } from '../features/business/components/create-business-dialog';
import { HomePage } from '../features/home/components/home-page';
import { prefetchHome } from '../features/home/home-prefetch';
import { InvitationsNotice } from '../features/invitations/components/invitations-notice';
import { TransactionsPage } from '../features/transactions/components/transactions-page';
import { prefetchTransactions } from '../features/transactions/screens';
import { SetVrnPage } from '../features/vat/components/set-vrn-page';
import { prefetchSetVrn } from '../features/vat/screens';

/*
 * Screens that show more than one feature are put together here, at the route, so that no
 * feature imports another (each feature stays free to change on its own).
 */

function TransactionsScreen() {
  return <TransactionsPage AttachmentsModal={AttachmentsModal} />;
}

function HomeScreen() {
  return <HomePage Notice={InvitationsNotice} />;
}

function SetVrnScreen() {
  return <SetVrnPage CreateBusinessDialog={CreateBusinessDialog} />;
}

export const COMPOSED_SCREENS = {
  Home: { Component: HomeScreen, prefetch: prefetchHome },
  Transactions: { Component: TransactionsScreen, prefetch: prefetchTransactions },
  SetVrn: { Component: SetVrnScreen, prefetch: prefetchSetVrn },
};
