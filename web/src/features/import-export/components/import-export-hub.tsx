import { HomeTile, type Tile } from '../../../components/home-tile';
import { ScreenTitle } from '../../../components/screen-title';

const TILES: readonly Tile[] = [
  { title: 'Import Transactions', description: 'Bring in a bank statement or spreadsheet saved as CSV.', to: 'Import' },
  { title: 'Export Transactions', description: 'Download your transactions as a CSV file.', to: 'Export' },
  { title: 'Import Contacts', description: 'Bring in customers and suppliers from a CSV file.', to: 'ImportContacts' },
  { title: 'Export Contacts', description: 'Download your contacts as a CSV file.', to: 'ExportContacts' },
];

/** SPEC §2 Import & Export hub: four tiles, import and export of transactions and of contacts. */
export function ImportExportHub() {
  return (
    <>
      <ScreenTitle>Import &amp; Export</ScreenTitle>
      <ul className="tile-grid" aria-label="Import and export">
        {TILES.map((tile) => (
          <HomeTile key={tile.title} tile={tile} />
        ))}
      </ul>
    </>
  );
}
