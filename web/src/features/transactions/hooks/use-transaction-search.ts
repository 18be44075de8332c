import { CUSTOM_TIMEFRAME as CUSTOM, DEFAULT_TIMEFRAME, type Timeframe } from '@bk/domain';
import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { EMPTY_SEARCH, filterOf, type SearchValues } from '../search';

/**
 * The timeframe, the search form and the page of Income & Expenses (SPEC §2, §9). An address
 * with `dateFilterFrom`/`dateFilterTo` opens search on that custom range; `showAll=true` starts on
 * 'All'; otherwise the first preset, which closing search also returns to. Any change goes back to page 1.
 */
export function useTransactionSearch() {
  const [params] = useSearchParams();
  const presetFrom = params.get('dateFilterFrom');
  const presetTo = params.get('dateFilterTo');
  const presetCustom = presetFrom !== null || presetTo !== null;

  const [timeframe, setTimeframe] = useState<Timeframe>(() =>
    presetCustom ? CUSTOM : params.get('showAll') === 'true' ? 'All' : DEFAULT_TIMEFRAME,
  );
  const [searchOpen, setSearchOpen] = useState(presetCustom);
  const [search, setSearch] = useState<SearchValues>(() => ({
    ...EMPTY_SEARCH,
    dateFrom: presetFrom ?? '',
    dateTo: presetTo ?? '',
  }));
  const [page, setPage] = useState(1);
  const filter = useMemo(() => filterOf(timeframe, searchOpen, search), [timeframe, searchOpen, search]);

  const change = (next: Partial<SearchValues>) => {
    setSearch((s) => ({ ...s, ...next }));
    if (next.dateFrom !== undefined || next.dateTo !== undefined) setTimeframe(CUSTOM);
    setPage(1);
  };
  const chooseTimeframe = (next: Timeframe) => {
    setTimeframe(next);
    if (next === CUSTOM) setSearchOpen(true);
    setPage(1);
  };
  const toggleSearch = () => {
    setSearchOpen(!searchOpen);
    setSearch(EMPTY_SEARCH);
    setTimeframe(searchOpen ? DEFAULT_TIMEFRAME : CUSTOM);
    setPage(1);
  };

  return { timeframe, searchOpen, search, page, filter, setPage, change, chooseTimeframe, toggleSearch };
}
