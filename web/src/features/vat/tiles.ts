import type { Tile } from '../../components/home-tile';

/** SPEC §2 MTD VAT menu tiles, in order. */
export interface VatTile extends Tile {
  /** Shown only when penalties are switched on, or only outside reminders' silent mode. */
  readonly vatOnlyWhen?: 'penalties' | 'reminders';
}

export const VAT_TILES: readonly VatTile[] = [
  { title: 'VAT Return', description: 'Work out and submit a VAT return to HMRC.', to: 'HmrcVatReturn' },
  {
    title: 'VAT Return Receipts',
    description: 'See the receipts HMRC gave for returns you submitted.',
    to: 'HmrcVatReturnReceiptList',
  },
  {
    title: 'VAT Obligations',
    description: 'See which VAT periods are open and which are done.',
    to: 'HmrcObligations',
  },
  { title: 'VAT Payment Information', description: 'See the VAT payments HMRC has received.', to: 'HmrcPayments' },
  { title: 'VAT Liabilities', description: 'See what you owe HMRC and when it is due.', to: 'HmrcLiabilities' },
  {
    title: 'VAT Penalties',
    description: 'See late submission and late payment penalties.',
    to: 'HmrcPenalties',
    vatOnlyWhen: 'penalties',
  },
  { title: 'MTD VAT Authorization', description: 'Sign in to HMRC to connect this business.', to: 'HmrcLogin' },
  {
    title: 'VAT Reminders',
    description: 'Choose who gets e-mails before a VAT return is due.',
    to: 'HmrcVatReminders',
    vatOnlyWhen: 'reminders',
  },
];

/** The tiles to show, given the penalties flag and reminders' silent mode. */
export function visibleVatTiles(flags: { penalties: boolean; silentMode: boolean }): readonly VatTile[] {
  return VAT_TILES.filter(
    (tile) =>
      (tile.vatOnlyWhen !== 'penalties' || flags.penalties) && (tile.vatOnlyWhen !== 'reminders' || !flags.silentMode),
  );
}
