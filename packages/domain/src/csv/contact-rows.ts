/**
 * The rows of a contact CSV import as contacts (SPEC §3 Contact CSV import, §5 "Contact name
 * required; e-mail trimmed"). The browser's preview and the server's import read rows here.
 */
import { normaliseVrn } from '../vrn';
import type { ContactIndexField } from './headings';
import type { RowProblem } from './transaction-rows';
import { readCsvText } from './writer';

/** The finish call's column index of each field (-1: not mapped). */
export type ContactColumns = Readonly<Record<ContactIndexField, number>>;

/** One row as a contact: blank cells are null. */
export interface ImportedContactRow {
  row: number;
  name: string;
  email: string | null;
  phone: string | null;
  mobile: string | null;
  address: string | null;
  website: string | null;
  twitterHandle: string | null;
  facebookProfile: string | null;
  linkedinProfile: string | null;
  otherSocials: string | null;
  /** 9 (or 12) digits, without GB or spaces. */
  vrn: string | null;
}

type Field = Exclude<keyof ImportedContactRow, 'row'>;

/** A contact's fields when only its name is known (a contact made from a name typed or imported). */
export function contactWithNameOnly(name: string): Omit<ImportedContactRow, 'row'> {
  return {
    name,
    email: null,
    phone: null,
    mobile: null,
    address: null,
    website: null,
    twitterHandle: null,
    facebookProfile: null,
    linkedinProfile: null,
    otherSocials: null,
    vrn: null,
  };
}

/** Each field's column index field, heading as a person sees it, and longest value (the contract's limits). */
const FIELDS: readonly { field: Field; index: ContactIndexField; column: string; max: number }[] = [
  { field: 'name', index: 'nameIndex', column: 'Name', max: 200 },
  { field: 'email', index: 'emailIndex', column: 'Email', max: 254 },
  { field: 'phone', index: 'phoneIndex', column: 'Phone', max: 40 },
  { field: 'mobile', index: 'mobileIndex', column: 'Mobile', max: 40 },
  { field: 'address', index: 'addressIndex', column: 'Address', max: 500 },
  { field: 'website', index: 'websiteIndex', column: 'Website', max: 300 },
  { field: 'twitterHandle', index: 'twitterIndex', column: 'Twitter Handle', max: 100 },
  { field: 'facebookProfile', index: 'facebookIndex', column: 'Facebook Profile', max: 300 },
  { field: 'linkedinProfile', index: 'linkedinIndex', column: 'Linkedin Profile', max: 300 },
  { field: 'otherSocials', index: 'otherSocialsIndex', column: 'Other Socials', max: 1000 },
  { field: 'vrn', index: 'vrnIndex', column: 'VRN', max: 20 },
];

/** One @, something before it, and a dotted domain after it, without spaces. */
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * Read the rows of a contact import. A row needs a name; an e-mail address is trimmed and must
 * look like one; a VRN must be 9 digits (or 12 for a VAT group), with or without GB and spaces.
 * A row with a problem is left out of `rows`.
 * @example readContactRows([['Acme Ltd', ' a@acme.test ']], { ...unmapped, nameIndex: 0, emailIndex: 1 })
 */
export function readContactRows(
  rows: readonly (readonly string[])[],
  columns: ContactColumns,
  rowNumbers?: readonly number[],
): { rows: ImportedContactRow[]; problems: RowProblem[] } {
  if (columns.nameIndex < 0)
    return { rows: [], problems: [{ row: 0, column: 'Name', message: 'Choose the column that holds the name' }] };
  const read: ImportedContactRow[] = [];
  const problems: RowProblem[] = [];
  rows.forEach((cells, i) => {
    if (cells.every((cell) => cell.trim() === '')) return; // SPEC §5: all-empty rows are skipped
    const row = rowNumbers?.[i] ?? i + 1;
    const before = problems.length;
    const contact: Record<string, string | null> = {};
    for (const { field, index, column, max } of FIELDS) {
      const text = columns[index] >= 0 ? readCsvText((cells[columns[index]] ?? '').trim()) : '';
      const problem = (message: string) => problems.push({ row, column, message: `Row ${row}, ${column}: ${message}` });
      let value: string | null = text === '' ? null : text;
      if (field === 'name' && value === null) problem('a name is needed');
      else if (value !== null && value.length > max) problem(`is longer than ${max} characters`);
      else if (field === 'email' && value !== null && !EMAIL.test(value))
        problem(`'${value}' is not an e-mail address`);
      else if (field === 'vrn' && value !== null) {
        value = normaliseVrn(value);
        if (value === null) problem(`'${text}' is not a VAT registration number (9 digits)`);
      }
      contact[field] = value;
    }
    if (problems.length === before) read.push({ row, ...(contact as Omit<ImportedContactRow, 'row'>) });
  });
  return { rows: read, problems };
}
