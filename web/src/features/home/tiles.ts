import type { Action } from '@bk/domain';
import type { Tile } from '../../components/home-tile';

/** SPEC §2 Home tiles, in order. */
export interface HomeTile extends Tile {
  /** Shown only when this server flag is on. */
  readonly onlyWhen?: 'affiliate' | 'invoices';
  /** Shown only to roles the policy allows this action. */
  readonly onlyFor?: Action;
}

export const HOME_TILES: readonly HomeTile[] = [
  { title: 'Income & Expenses', description: 'Record the money coming in and going out.', to: 'Transactions' },
  {
    title: 'Import & Export',
    description: 'Bring in transactions and contacts from CSV files, or take them out.',
    to: 'ImportExport',
  },
  { title: 'Contacts', description: 'Keep details of your customers and suppliers.', to: 'Contacts' },
  { title: 'MTD VAT', description: 'Send VAT returns to HMRC and see what you owe.', to: 'Vat' },
  { title: 'Self-Assessment', description: 'See the yearly totals for your tax return.', to: 'HmrcSelfAssessment' },
  { title: 'Bank Accounts', description: 'Manage the accounts your money goes through.', to: 'BankAccounts' },
  { title: 'Charts & Reports', description: 'See how the business is doing over time.', to: 'Charts' },
  {
    title: 'Income Tax',
    description: 'Send quarterly updates to HMRC and see its tax calculation.',
    to: 'IncomeTax',
    onlyFor: 'itsa:read',
  },
  {
    title: 'Affiliate Programme',
    description: 'Publish your profile in our directory.',
    to: 'AffiliateDashboard',
    onlyWhen: 'affiliate',
  },
  {
    title: 'Invoices',
    description: 'Create invoices and record the payments against them.',
    to: 'Invoices',
    onlyWhen: 'invoices',
  },
];
