/**
 * Industries a business can choose (SPEC §3 Business.industryId; `GET user/business/public/industry/list`).
 * Reference data, versioned: an id, once given, keeps its meaning for ever. A name may be
 * reworded; an industry that is no longer offered is marked `retired` (kept so stored ids still
 * read) rather than removed, and a new one takes the next unused id. Bump
 * {@link INDUSTRY_LIST_VERSION} with every change. Grouped loosely on the UK SIC 2007 sections.
 */
export const INDUSTRY_LIST_VERSION = 1;

export interface Industry {
  readonly id: number;
  readonly name: string;
  /** Still stored on businesses but no longer offered. */
  readonly retired?: true;
}

export const INDUSTRIES: readonly Industry[] = [
  { id: 1, name: 'Accountancy and bookkeeping' },
  { id: 2, name: 'Advertising and marketing' },
  { id: 3, name: 'Agriculture, farming and fishing' },
  { id: 4, name: 'Architecture and surveying' },
  { id: 5, name: 'Arts, crafts and design' },
  { id: 6, name: 'Beauty, hair and wellbeing' },
  { id: 7, name: 'Building and construction' },
  { id: 8, name: 'Catering and food services' },
  { id: 9, name: 'Charity and voluntary work' },
  { id: 10, name: 'Childcare' },
  { id: 11, name: 'Cleaning services' },
  { id: 12, name: 'Consultancy' },
  { id: 13, name: 'Education and training' },
  { id: 14, name: 'Electrical and plumbing trades' },
  { id: 15, name: 'Energy and utilities' },
  { id: 16, name: 'Engineering' },
  { id: 17, name: 'Entertainment and events' },
  { id: 18, name: 'Financial services' },
  { id: 19, name: 'Fitness and sport' },
  { id: 20, name: 'Gardening and landscaping' },
  { id: 21, name: 'Health and social care' },
  { id: 22, name: 'Hospitality: hotels, pubs and restaurants' },
  { id: 23, name: 'Information technology and software' },
  { id: 24, name: 'Insurance' },
  { id: 25, name: 'Legal services' },
  { id: 26, name: 'Manufacturing' },
  { id: 27, name: 'Media, publishing and photography' },
  { id: 28, name: 'Motor trade and vehicle repair' },
  { id: 29, name: 'Music and performing arts' },
  { id: 30, name: 'Property and lettings' },
  { id: 31, name: 'Recruitment and human resources' },
  { id: 32, name: 'Retail: shops' },
  { id: 33, name: 'Retail: online shops' },
  { id: 34, name: 'Science and research' },
  { id: 35, name: 'Security services' },
  { id: 36, name: 'Telecommunications' },
  { id: 37, name: 'Tourism and travel' },
  { id: 38, name: 'Transport, haulage and couriers' },
  { id: 39, name: 'Taxi and private hire' },
  { id: 40, name: 'Veterinary and animal care' },
  { id: 41, name: 'Waste management and recycling' },
  { id: 42, name: 'Wholesale and distribution' },
  { id: 43, name: 'Writing and translation' },
  { id: 99, name: 'Other' },
];

/** Industries offered for choosing (not retired), in list order. */
export function offeredIndustries(): readonly Industry[] {
  return INDUSTRIES.filter((i) => !i.retired);
}

/** Whether an id may be chosen now (retired ids stay readable but cannot be newly chosen). */
export function isOfferedIndustry(id: number): boolean {
  return INDUSTRIES.some((i) => i.id === id && !i.retired);
}
