/**
 * The state of Finish import (transactions): column types, account, name, date order, the rows
 * read and their duplicates, and which rows the person includes.
 */
import { assignColumn, suggestColumns, type CsvColumnType, type CsvDateFormat } from '@bk/domain';
import { useMemo, useState } from 'react';
import { useAccounts } from '../../lib/queries/get-accounts';
import { useImportDuplicates, useImportList } from './api/imports';
import type { LoadedCsv } from './csv/loaded-csv';
import { savedChoicesFor } from './saved-mapping';
import {
  detectColumnDates,
  duplicatesRequest,
  finishTransactionsBody,
  isIncluded,
  previewTransactions,
} from './transaction-preview';

export function useFinishTransactions(csv: LoadedCsv) {
  const accounts = useAccounts();
  const imports = useImportList('transactions');
  const saved = useMemo(
    () => (csv.hasHeadings ? savedChoicesFor(imports.data, csv.headings, 'transactions') : null),
    [imports.data, csv],
  );
  const [chosenTypes, setTypes] = useState<CsvColumnType[] | null>(null);
  const [chosenAccount, setAccount] = useState<string | null>(null);
  const [chosenFormat, setDateFormat] = useState<CsvDateFormat | null>(null);
  const [name, setName] = useState('Import');
  const [choices, setChoices] = useState<ReadonlyMap<number, boolean>>(new Map());

  const suggested = useMemo(() => suggestColumns(csv.headings, 'transactions', csv.rows), [csv]);
  const types = chosenTypes ?? saved?.types ?? suggested;
  const accountList = accounts.data ?? [];
  const savedAccount = accountList.find((a) => a.id === saved?.accountId)?.id;
  const accountId = chosenAccount ?? savedAccount ?? accountList.find((a) => a.isMain)?.id ?? accountList[0]?.id ?? '';
  const detected = useMemo(() => detectColumnDates(csv.rows, types), [csv.rows, types]);
  const dateFormat = chosenFormat ?? saved?.dateFormat ?? detected.format ?? 'DMY';
  const askDateOrder = chosenFormat === null && !saved?.dateFormat && detected.possible.length > 1;

  const preview = useMemo(
    () => previewTransactions({ rows: csv.rows, rowNumbers: csv.rowNumbers, types, dateFormat }),
    [csv, types, dateFormat],
  );
  const request = useMemo(
    () => (accountId && preview.read.size > 0 ? duplicatesRequest(accountId, preview.read) : null),
    [accountId, preview.read],
  );
  const duplicatesAnswer = useImportDuplicates(request?.body ?? null);
  const duplicates = useMemo(
    () => new Set((duplicatesAnswer.data?.duplicates ?? []).map((i) => request?.rowNumbers[i] ?? -1)),
    [duplicatesAnswer.data, request],
  );
  const include = useMemo(
    () => new Set([...preview.read.keys()].filter((row) => isIncluded(row, duplicates, choices))),
    [preview.read, duplicates, choices],
  );

  return {
    accounts,
    types,
    setType: (column: number, type: CsvColumnType) => {
      setTypes(assignColumn(types, column, type));
      setChoices(new Map());
    },
    accountId,
    setAccount: (id: string) => {
      setAccount(id);
      setChoices(new Map());
    },
    name,
    setName,
    dateFormat,
    setDateFormat,
    detected,
    askDateOrder,
    preview,
    duplicates,
    checkingDuplicates: duplicatesAnswer.isFetching,
    include,
    setIncluded: (row: number, included: boolean) => setChoices(new Map(choices).set(row, included)),
    body: () =>
      finishTransactionsBody({
        accountId,
        name,
        dateFormat,
        types,
        headings: csv.hasHeadings ? csv.headings : null,
        rows: csv.rows,
        rowNumbers: csv.rowNumbers,
        include,
      }),
  };
}
