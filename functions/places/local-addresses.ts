/**
 * The local address book of the `local` places provider (PLACES_PROVIDER=local): UK addresses
 * that look real but are invented. Street numbers, inward postcodes and businesses are made
 * up; phone numbers are from Ofcom's ranges reserved for drama (0113 496 0xxx, 020 7946 0xxx,
 * 01632 960xxx for towns whose code has none), and
 * websites use the reserved `.example` domain, so nothing here reaches a real business.
 * The addresses are data, kept in `local-addresses.json`; `places.test.ts` checks each one.
 */
import addresses from './local-addresses.json';

export interface LocalAddress {
  readonly id: string;
  /** A business at the address, shown in the prediction before the address. */
  readonly name?: string;
  readonly firstLineOfAddress: string;
  readonly town: string;
  readonly region: string;
  readonly country: string;
  readonly postalCode: string;
  readonly phoneNumber?: string;
  readonly website?: string;
}

export const LOCAL_ADDRESSES: readonly LocalAddress[] = addresses;
