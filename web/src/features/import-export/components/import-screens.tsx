import { ImportPage } from './import-page';

export function ImportTransactionsPage() {
  return <ImportPage kind="transactions" />;
}

export function ImportContactsPage() {
  return <ImportPage kind="contacts" />;
}
