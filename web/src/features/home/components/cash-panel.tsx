import { formatMoney, parsePounds, penceSum } from '@bk/domain';
import { Anchor, Table, Text } from '@mantine/core';
import { Link } from 'react-router';
import { routeTo } from '../../../config/routes';
import { formatPounds } from '../../../lib/format';
import { useAccounts } from '../../../lib/queries/get-accounts';
import { couldNotLoad, Panel } from './panel';

/** Cash by bank account: each account's balance and the total. */
export function CashPanel() {
  const accounts = useAccounts();
  const list = accounts.data ?? [];
  const total = penceSum(list.map((a) => parsePounds(a.balance)));
  return (
    <Panel
      title="Cash at bank"
      loading={accounts.isPending}
      failed={accounts.isError ? couldNotLoad('The bank accounts') : null}
    >
      {list.length === 0 ? (
        <>
          <Text>No bank accounts yet: {formatMoney(total)} in total.</Text>
          <Anchor component={Link} to={routeTo('BankAccounts')}>
            Add a bank account
          </Anchor>
        </>
      ) : (
        <Table aria-label="Cash by bank account" verticalSpacing="xs">
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">Account</Table.Th>
              <Table.Th scope="col" ta="right">
                Balance
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {list.map((a) => (
              <Table.Tr key={a.id}>
                <Table.Th scope="row" fw="normal">
                  {a.name}
                </Table.Th>
                <Table.Td ta="right">{formatPounds(a.balance)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
          <Table.Tfoot>
            <Table.Tr>
              <Table.Th scope="row">Total</Table.Th>
              <Table.Td ta="right" fw={700}>
                {formatMoney(total)}
              </Table.Td>
            </Table.Tr>
          </Table.Tfoot>
        </Table>
      )}
    </Panel>
  );
}
