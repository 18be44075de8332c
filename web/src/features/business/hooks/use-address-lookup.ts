import type { ResponseOf } from '@bk/contract';
import { useDebouncedValue } from '@mantine/hooks';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { AddressPrediction } from '../../../components/confirm-address-modal';
import { reportError } from '../../../lib/notifications/report-error';
import { getPlaceDetails, getPlacePredictions, getPlacesSessionToken } from '../api/places';
import { isSearchable, PLACE_SEARCH_DEBOUNCE_MS } from '../address-search';

export type PlaceDetails = ResponseOf<'placesDetails'>;

export interface AddressSearchResult {
  query: string;
  predictions: readonly AddressPrediction[];
  /**
   * Asked for (Find address, Enter, or Choose): the list opens at once. A search made by pausing
   * only says what it found, so the list never takes the cursor from someone still typing.
   */
  asked: boolean;
}

/**
 * The address lookup (SPEC §4 "Places session token", §5 "Place search"): searches 1500 ms after
 * the last key once 3 characters are typed (or at once when asked), keeping one session token
 * from the first search until an address's details are fetched.
 */
export function useAddressLookup(onAddress: (details: PlaceDetails) => void) {
  const [query, setQuery] = useState('');
  const [debounced] = useDebouncedValue(query, PLACE_SEARCH_DEBOUNCE_MS);
  const [result, setResult] = useState<AddressSearchResult | null>(null);
  const [searching, setSearching] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const sessionToken = useRef<string | null>(null);
  const lastSearched = useRef<string | null>(null);
  const inFlight = useRef<AbortController | null>(null);

  const search = useCallback(async (text: string, asked: boolean) => {
    const wanted = text.trim();
    if (!isSearchable(wanted)) return;
    inFlight.current?.abort();
    const controller = new AbortController();
    inFlight.current = controller;
    lastSearched.current = wanted;
    setSearching(true);
    try {
      sessionToken.current ??= (await getPlacesSessionToken(controller.signal)).sessionToken;
      const predictions = await getPlacePredictions(sessionToken.current, wanted, controller.signal);
      if (!controller.signal.aborted) setResult({ query: wanted, predictions, asked });
    } catch (error) {
      if (!controller.signal.aborted) reportError(error);
    } finally {
      if (inFlight.current === controller) {
        inFlight.current = null;
        setSearching(false);
      }
    }
  }, []);

  useEffect(() => {
    if (isSearchable(debounced) && debounced.trim() !== lastSearched.current) void search(debounced, false);
  }, [debounced, search]);

  useEffect(() => () => inFlight.current?.abort(), []);

  const choose = async (placeId: string) => {
    if (sessionToken.current === null) return;
    setConfirming(true);
    try {
      const details = await getPlaceDetails(sessionToken.current, placeId);
      sessionToken.current = null;
      setResult(null);
      onAddress(details);
    } catch (error) {
      reportError(error);
    } finally {
      setConfirming(false);
    }
  };

  return {
    query,
    setQuery,
    /** Search now, without waiting for the pause (the Find address button, or Enter). */
    searchNow: () => void search(query, true),
    /** Open the list a pause found. */
    openFound: () => setResult((found) => (found ? { ...found, asked: true } : found)),
    searching,
    confirming,
    result,
    dismiss: () => setResult(null),
    choose: (placeId: string) => void choose(placeId),
  };
}
