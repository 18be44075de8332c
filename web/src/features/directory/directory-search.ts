import type { DirectoryQuery } from './api/directory-queries';

/** The search form as the inputs hold it; the address bar holds the same, so a search can be shared. */
export interface DirectorySearch {
  q: string;
  industryId: string;
  town: string;
  accountants: boolean;
  page: number;
}

const text = (params: URLSearchParams, key: string) => (params.get(key) ?? '').trim();

/**
 * The search in an address's query string; anything unreadable counts as not given.
 * @example searchFromParams(new URLSearchParams('town=Leeds&page=2')).page // 2
 */
export function searchFromParams(params: URLSearchParams): DirectorySearch {
  const industry = Number(params.get('industryId'));
  const page = Number(params.get('page'));
  return {
    q: text(params, 'q').slice(0, 100),
    industryId: Number.isInteger(industry) && industry >= 1 ? String(industry) : '',
    town: text(params, 'town').slice(0, 100),
    accountants: params.get('accountants') === 'true',
    page: Number.isInteger(page) && page >= 1 && page <= 1000 ? page : 1,
  };
}

/** The query string of a search, without the values left empty (page 1 is the default). */
export function paramsOfSearch(search: DirectorySearch): URLSearchParams {
  const params = new URLSearchParams();
  if (search.q.trim()) params.set('q', search.q.trim());
  if (search.industryId) params.set('industryId', search.industryId);
  if (search.town.trim()) params.set('town', search.town.trim());
  if (search.accountants) params.set('accountants', 'true');
  if (search.page > 1) params.set('page', String(search.page));
  return params;
}

/** What the API is asked for the search. */
export function queryOfSearch(search: DirectorySearch): DirectoryQuery {
  return {
    ...(search.q ? { q: search.q } : {}),
    ...(search.industryId ? { industryId: Number(search.industryId) } : {}),
    ...(search.town ? { town: search.town } : {}),
    ...(search.accountants ? { accountants: 'true' as const } : {}),
    page: search.page,
  };
}
