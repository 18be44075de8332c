import type { Options } from 'minisearch';
import { processTerm, tokenize } from './text';

/** What the index keeps of each passage besides its terms: what an answer shows. */
export interface StoredPassage {
  id: string;
  title: string;
  text: string;
  href: string;
  linkLabel: string;
}

export interface IndexedPassage extends StoredPassage {
  keywords: string;
}

/** The same options build the index and load it: minisearch keeps neither function in the JSON. */
export const INDEX_OPTIONS: Options<IndexedPassage> = {
  idField: 'id',
  fields: ['title', 'text', 'keywords'],
  tokenize,
  processTerm,
  searchOptions: {
    boost: { title: 2.5, keywords: 2, text: 1 },
    // A prefix finds "categor" in "category"; one typo in five letters is forgiven.
    prefix: (term) => term.length >= 4,
    fuzzy: (term) => (term.length >= 5 ? 0.2 : false),
    maxFuzzy: 2,
    weights: { fuzzy: 0.3, prefix: 0.5 },
    combineWith: 'OR',
  },
};

/** The committed file: the serialized index and the passages an answer quotes. */
export interface HelpIndexFile {
  version: 1;
  passages: StoredPassage[];
  index: unknown;
}
