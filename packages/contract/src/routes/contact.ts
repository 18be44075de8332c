import * as z from 'zod/mini';
import { route } from '../define';
import * as S from '../schemas';

/** Contact calls (SPEC §7 "Contacts"), with their imports and exports, spread into the routes table. */
// One line per route reads as the table it is.
// prettier-ignore
export const contactRoutes = {
  contactList: route({ method: 'PATCH', path: '/contact/list', group: 'contact', access: 'business', permission: 'ledger:read', summary: 'A page of filtered contacts', query: S.PageQuery, body: S.ContactFilter, response: S.Paged('contacts', S.Contact) }),
  contactCreate: route({ method: 'POST', path: '/contact', group: 'contact', access: 'business', permission: 'ledger:write', summary: 'Add a contact', body: S.ContactInput, response: S.Contact, status: 201 }),
  contactUpdate: route({ method: 'PATCH', path: '/contact/{id}', group: 'contact', access: 'business', permission: 'ledger:write', summary: 'Edit a contact', params: S.IdParams, body: S.ContactInput, response: S.Contact }),
  contactDelete: route({ method: 'DELETE', path: '/contact/{id}', group: 'contact', access: 'business', permission: 'ledger:write', summary: 'Delete a contact', params: S.IdParams, response: S.Ok }),
  contactImportList: route({ method: 'GET', path: '/contact/import/list', group: 'contact', access: 'business', permission: 'ledger:read', summary: 'Previous contact imports', response: z.array(S.ImportRecord) }),
  contactImportDelete: route({ method: 'DELETE', path: '/contact/import/{id}', group: 'contact', access: 'business', permission: 'import:manage', summary: 'Remove a contact import', params: S.IdParams, response: S.Ok }),
  contactImportFinish: route({ method: 'POST', path: '/contact/import/finish', group: 'contact', access: 'business', permission: 'import:manage', summary: 'Import mapped CSV rows', body: S.ContactImportFinish, response: S.ImportResult, status: 201, maxBodyBytes: 4 * 1024 * 1024 }),
  contactExport: route({ method: 'POST', path: '/contact/export', group: 'contact', access: 'business', permission: 'ledger:read', summary: 'Contacts as CSV', response: S.ExportResult }),
} as const;
