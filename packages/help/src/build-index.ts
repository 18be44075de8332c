import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildHelpIndex, serializeHelpIndex } from './build';
import { parseCorpus } from './corpus';

/**
 * `npm run build:help -w @bk/help`: parses packages/help/corpus and writes the committed index
 * (src/generated/help-index.json). Run it after editing the corpus or src/text.ts; the unit test
 * src/index-fresh.test.ts fails while the committed file is stale.
 */
export const PACKAGE_DIR = join(dirname(fileURLToPath(import.meta.url)), '..');
export const CORPUS_DIR = join(PACKAGE_DIR, 'corpus');
export const INDEX_FILE = join(PACKAGE_DIR, 'src', 'generated', 'help-index.json');

export function readCorpusFiles(): { name: string; content: string }[] {
  return readdirSync(CORPUS_DIR)
    .filter((name) => name.endsWith('.md'))
    .map((name) => ({ name, content: readFileSync(join(CORPUS_DIR, name), 'utf8') }));
}

export function currentIndexText(): string {
  return serializeHelpIndex(buildHelpIndex(parseCorpus(readCorpusFiles())));
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const text = currentIndexText();
  writeFileSync(INDEX_FILE, text);
  console.log(`Wrote ${INDEX_FILE} (${Math.round(Buffer.byteLength(text) / 1024)} KiB).`);
}
