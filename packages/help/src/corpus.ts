/**
 * The help corpus (packages/help/corpus/*.md): one file per topic, one passage per `## ` section.
 *
 *     ## vat-submit: How do I submit a VAT return?
 *
 *     link: /app/hmrc/vat-return | Open Submit VAT Return
 *     keywords: send, MTD
 *
 *     Plain-English text, one or more paragraphs.
 *
 * `link` is where the passage sends the reader: a screen of the app (a deep link, with the label
 * the assistant shows) or an anchor of the help page. `keywords` are optional words people use
 * that the text does not.
 */
export interface CorpusPassage {
  id: string;
  title: string;
  text: string;
  href: string;
  linkLabel: string;
  keywords: string;
  topic: string;
}

const HEADING = /^## ([a-z0-9-]+): (.+)$/;
const FIELD = /^(link|keywords): (.*)$/;
/** Where a passage may send the reader: the app's own pages, never elsewhere. */
const ALLOWED_HREF = /^\/app\/[a-z0-9\-/._?=&#]*$/;

/** A corpus that is not well formed fails the build with the file and section to fix. */
export class CorpusError extends Error {}

export function parseCorpusFile(fileName: string, content: string): CorpusPassage[] {
  const topic = fileName.replace(/\.md$/, '');
  const sections = content.split(/^(?=## )/m).filter((chunk) => chunk.startsWith('## '));
  return sections.map((section) => parseSection(fileName, topic, section));
}

function parseSection(fileName: string, topic: string, section: string): CorpusPassage {
  const lines = section.split('\n');
  const heading = HEADING.exec(lines[0] ?? '');
  if (!heading) throw new CorpusError(`${fileName}: "${lines[0] ?? ''}" is not "## id: Title".`);
  const [, id = '', title = ''] = heading;
  const fields = new Map<string, string>();
  let at = 1;
  while (at < lines.length && (lines[at] ?? '').trim() === '') at++;
  for (; at < lines.length; at++) {
    const field = FIELD.exec(lines[at] ?? '');
    if (!field) break;
    fields.set(field[1] ?? '', (field[2] ?? '').trim());
  }
  const [href = '', linkLabel = ''] = (fields.get('link') ?? '').split('|').map((part) => part.trim());
  if (!ALLOWED_HREF.test(href) || linkLabel === '') {
    throw new CorpusError(`${fileName} ${id}: needs "link: /app/... | Label".`);
  }
  const text = lines
    .slice(at)
    .join('\n')
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.replace(/\s+/g, ' ').trim())
    .filter((paragraph) => paragraph.length > 0)
    .join('\n\n');
  if (text === '') throw new CorpusError(`${fileName} ${id}: has no text.`);
  if (/[<>*`_[\]]/.test(text)) throw new CorpusError(`${fileName} ${id}: the text must be plain, without markup.`);
  return { id, title: title.trim(), text, href, linkLabel, keywords: fields.get('keywords') ?? '', topic };
}

export function parseCorpus(files: { name: string; content: string }[]): CorpusPassage[] {
  const passages = files
    .slice()
    .sort((a, b) => a.name.localeCompare(b.name))
    .flatMap((file) => parseCorpusFile(file.name, file.content));
  const seen = new Set<string>();
  for (const passage of passages) {
    if (seen.has(passage.id)) throw new CorpusError(`The passage id ${passage.id} is used twice.`);
    seen.add(passage.id);
  }
  return passages;
}
