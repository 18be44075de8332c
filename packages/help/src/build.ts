import MiniSearch from 'minisearch';
import type { CorpusPassage } from './corpus';
import { INDEX_OPTIONS, type HelpIndexFile, type IndexedPassage } from './search-options';

/** The index file for a parsed corpus; the same corpus always gives the same bytes. */
export function buildHelpIndex(passages: CorpusPassage[]): HelpIndexFile {
  const search = new MiniSearch<IndexedPassage>(INDEX_OPTIONS);
  search.addAll(
    passages.map(({ id, title, text, href, linkLabel, keywords }) => ({ id, title, text, href, linkLabel, keywords })),
  );
  return {
    version: 1,
    passages: passages.map(({ id, title, text, href, linkLabel }) => ({ id, title, text, href, linkLabel })),
    index: search.toJSON(),
  };
}

export function serializeHelpIndex(file: HelpIndexFile): string {
  return `${JSON.stringify(file)}\n`;
}
