import { useDebouncedValue } from '@mantine/hooks';
import { useMemo, useState } from 'react';
import { useLocation, useParams, useSearchParams } from 'react-router';
import { contactFilterOf, EMPTY_CONTACT_SEARCH, type ContactSearchValues } from '../contact-search';

/** How long typing in a filter pauses before the list asks again. */
const FILTER_DEBOUNCE_MS = 300;

/**
 * The search panel and the page of Contacts (SPEC §2, §4 Filters): any filter change goes back to
 * page 1, closing search clears the filters, `?showAll=true` clears them too (the import lands
 * there), and /contacts/{contactId} lists that one contact.
 */
export function useContactSearch() {
  const contactId = useParams().contactId ?? null;
  const [params] = useSearchParams();
  const location = useLocation();
  const showAll = params.get('showAll') === 'true';
  const [searchOpen, setSearchOpen] = useState(false);
  const [search, setSearch] = useState<ContactSearchValues>(EMPTY_CONTACT_SEARCH);
  const [page, setPage] = useState(1);
  const [typed] = useDebouncedValue(search, FILTER_DEBOUNCE_MS);
  const filter = useMemo(() => contactFilterOf(contactId, searchOpen, typed), [contactId, searchOpen, typed]);

  // Arriving again with showAll (a link while the screen is open) clears what was searched.
  const [arrival, setArrival] = useState(location.key);
  if (arrival !== location.key) {
    setArrival(location.key);
    if (showAll) {
      setSearchOpen(false);
      setSearch(EMPTY_CONTACT_SEARCH);
      setPage(1);
    }
  }

  const change = (next: Partial<ContactSearchValues>) => {
    setSearch((s) => ({ ...s, ...next }));
    setPage(1);
  };
  const toggleSearch = () => {
    setSearchOpen(!searchOpen);
    setSearch(EMPTY_CONTACT_SEARCH);
    setPage(1);
  };

  return { contactId, searchOpen, search, page, filter, setPage, change, toggleSearch };
}
