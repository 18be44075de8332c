import { addDays, CUSTOM_TIMEFRAME as CUSTOM, DEFAULT_TIMEFRAME, moneyInputProblem, type Timeframe } from '@bk/domain';
import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { dateOrderProblem } from '../../../lib/date-range';
import { EMPTY_SEARCH, filterOf, UNCATEGORISED_CHOICE, type SearchValues } from '../search';

/** Whether the search form's values can be searched: dates in order, amounts that are amounts. */
function searchable(s: SearchValues): boolean {
  return (
    dateOrderProblem(s.dateFrom, s.dateTo) === null &&
    moneyInputProblem(s.minAmount) === null &&
    moneyInputProblem(s.maxAmount) === null
  );
}

/**
 * The timeframe, the search form and the page of Income & Expenses (SPEC §2, §9). An address
 * with `dateFilterFrom`/`dateFilterTo` opens search on that custom range; `showAll=true` starts on
 * 'All'; `uncategorised=true` opens search on every transaction with no category (Home links
 * there); otherwise the first preset, which closing search also returns to. Any change goes back to page 1
 * and to the newest stretch of a filtered search (decision 0056).
 */
export function useTransactionSearch() {
  const [params] = useSearchParams();
  const presetFrom = params.get('dateFilterFrom');
  const presetTo = params.get('dateFilterTo');
  const presetCustom = presetFrom !== null || presetTo !== null;
  const presetUncategorised = params.get('uncategorised') === 'true';

  const [timeframe, setTimeframe] = useState<Timeframe>(() =>
    presetCustom ? CUSTOM : params.get('showAll') === 'true' || presetUncategorised ? 'All' : DEFAULT_TIMEFRAME,
  );
  const [searchOpen, setSearchOpen] = useState(presetCustom || presetUncategorised);
  const [search, setSearch] = useState<SearchValues>(() => ({
    ...EMPTY_SEARCH,
    dateFrom: presetFrom ?? '',
    dateTo: presetTo ?? '',
    categoryId: presetUncategorised ? UNCATEGORISED_CHOICE : '',
  }));
  // What the list searches for: the form's values, unless the form is showing why it cannot search.
  const [applied, setApplied] = useState<SearchValues>(search);
  const [page, setPage] = useState(1);
  // Where a filtered search's current stretch ends; null for the newest stretch.
  const [searchTo, setSearchTo] = useState<string | null>(null);
  const filter = useMemo(() => {
    const f = filterOf(timeframe, searchOpen, applied);
    return searchTo ? { ...f, searchTo } : f;
  }, [timeframe, searchOpen, applied, searchTo]);
  const goTo = (stretchEnd: string | null) => {
    setSearchTo(stretchEnd);
    setPage(1);
  };

  const change = (next: Partial<SearchValues>) => {
    const typed = { ...search, ...next };
    setSearch(typed);
    if (searchable(typed)) setApplied(typed);
    if (next.dateFrom !== undefined || next.dateTo !== undefined) setTimeframe(CUSTOM);
    goTo(null);
  };
  const chooseTimeframe = (next: Timeframe) => {
    setTimeframe(next);
    if (next === CUSTOM) setSearchOpen(true);
    goTo(null);
  };
  const toggleSearch = () => {
    setSearchOpen(!searchOpen);
    setSearch(EMPTY_SEARCH);
    setApplied(EMPTY_SEARCH);
    setTimeframe(searchOpen ? DEFAULT_TIMEFRAME : CUSTOM);
    goTo(null);
  };
  /** The next, older stretch of a filtered search: the days before the oldest one searched. */
  const searchFurther = (searchedFrom: string) => goTo(addDays(searchedFrom, -1));
  const searchNewest = () => goTo(null);

  return {
    timeframe,
    searchOpen,
    search,
    page,
    filter,
    searchTo,
    setPage,
    change,
    chooseTimeframe,
    toggleSearch,
    searchFurther,
    searchNewest,
  };
}
