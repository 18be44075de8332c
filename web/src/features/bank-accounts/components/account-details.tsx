import { Text, VisuallyHidden } from '@mantine/core';
import { formatDate, formatPounds } from '../../../lib/format';
import type { BankAccount } from '../../../lib/ledger-types';

/** The sort code and last four digits under an account's name, so two accounts of one bank are told apart. */
export function AccountNumbers({ account }: { account: BankAccount }) {
  const parts = [
    account.sortCode && `Sort code ${account.sortCode}`,
    account.lastFourDigits && `account ending ${account.lastFourDigits}`,
  ].filter(Boolean);
  if (parts.length === 0) return null;
  return (
    <Text size="xs" c="dimmed">
      {parts.join(', ')}
    </Text>
  );
}

/** An account's opening balance and the day it applies from, or a plain "None". */
export function OpeningBalance({ account }: { account: BankAccount }) {
  if (account.openingBalance === null || account.openingDate === null)
    return (
      <Text size="sm" c="dimmed">
        None
      </Text>
    );
  return (
    <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
      {formatPounds(account.openingBalance)}
      <VisuallyHidden> at the start of</VisuallyHidden>
      <span aria-hidden="true"> on</span> {formatDate(account.openingDate)}
    </Text>
  );
}

/** On a phone, where the Opening balance column is left out, the same under the account's name. */
export function OpeningBalanceLine({ account }: { account: BankAccount }) {
  if (account.openingBalance === null || account.openingDate === null) return null;
  return (
    <Text size="xs" c="dimmed" hiddenFrom="sm">
      Opening balance {formatPounds(account.openingBalance)} on {formatDate(account.openingDate)}
    </Text>
  );
}
