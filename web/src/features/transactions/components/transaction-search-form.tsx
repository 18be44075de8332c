import { TRANSACTION_TYPES, UNCATEGORISED_LABEL } from '@bk/domain';
import { NativeSelect, SimpleGrid, TextInput } from '@mantine/core';
import { MoneyInput } from '../../../components/money-input';
import { UkDateField } from '../../../components/uk-date-field';
import { dateOrderProblem } from '../../../lib/date-range';
import type { BankAccount, Category } from '../../../lib/ledger-types';
import { categoryOptions } from '../category-options';
import { UNCATEGORISED_CHOICE, type SearchValues } from '../search';

/** The filters of Income & Expenses (SPEC §4 Filters); every change applies at once. */
export function TransactionSearchForm(props: {
  search: SearchValues;
  categories: readonly Category[];
  types: readonly { id: number; name: string }[];
  accounts: readonly BankAccount[];
  onChange: (next: Partial<SearchValues>) => void;
}) {
  const { search, categories, types, accounts, onChange: change } = props;
  return (
    <form
      aria-label="Search transactions"
      onSubmit={(e) => e.preventDefault()}
      style={{ marginBottom: 'var(--mantine-spacing-md)' }}
    >
      <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="sm">
        {/* Text that is no date yet keeps the last date searched: the field says what is wrong. */}
        <UkDateField
          label="From date"
          value={search.dateFrom}
          onChange={(v) => v !== null && change({ dateFrom: v })}
        />
        <UkDateField
          label="To date"
          value={search.dateTo}
          onChange={(v) => v !== null && change({ dateTo: v })}
          error={dateOrderProblem(search.dateFrom, search.dateTo)}
        />
        <TextInput label="Description" value={search.desc} onChange={(e) => change({ desc: e.currentTarget.value })} />
        <NativeSelect
          label="Category"
          data={[
            ...categoryOptions(categories, null, 'All categories').slice(0, 1),
            { value: UNCATEGORISED_CHOICE, label: UNCATEGORISED_LABEL },
            ...categoryOptions(categories, null, 'All categories').slice(1),
          ]}
          value={search.categoryId}
          onChange={(e) => change({ categoryId: e.currentTarget.value })}
        />
        <MoneyInput label="Min amount" value={search.minAmount} onValueChange={(v) => change({ minAmount: v })} />
        <MoneyInput label="Max amount" value={search.maxAmount} onValueChange={(v) => change({ maxAmount: v })} />
        <NativeSelect
          label="Transaction type"
          data={[
            { value: '', label: 'All types' },
            ...(types.length > 0 ? types : TRANSACTION_TYPES).map((t) => ({ value: String(t.id), label: t.name })),
          ]}
          value={search.transactionTypeId}
          onChange={(e) => change({ transactionTypeId: e.currentTarget.value })}
        />
        <NativeSelect
          label="Bank account"
          data={[{ value: '', label: 'All accounts' }, ...accounts.map((a) => ({ value: a.id, label: a.name }))]}
          value={search.bankAccountId}
          onChange={(e) => change({ bankAccountId: e.currentTarget.value })}
        />
        <NativeSelect
          label="Refund"
          data={[
            { value: 'all', label: 'All' },
            { value: 'non-refund', label: 'Non Refund' },
            { value: 'refund', label: 'Refund' },
          ]}
          value={search.refund}
          onChange={(e) => change({ refund: e.currentTarget.value as SearchValues['refund'] })}
        />
      </SimpleGrid>
    </form>
  );
}
