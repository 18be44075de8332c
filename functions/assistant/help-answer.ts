import type { AssistantAnswer } from '@bk/contract';
import type { HelpPassage } from '@bk/help';
import { APP_LINKS, ASSISTANT_MESSAGES } from './messages';

/** Longest excerpt a citation carries, in characters (the popup shows it under the link). */
const EXCERPT_MAX = 200;
/** A passage counts as used when it scores at least this share of the best one. */
const USED_SHARE = 0.5;

/** The start of a passage's text, cut at a word. */
export function excerptOf(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= EXCERPT_MAX) return flat;
  const cut = flat.slice(0, EXCERPT_MAX);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), EXCERPT_MAX / 2)).trimEnd()}…`;
}

/** A screen of the app, not the help page: what an action may open. */
const isScreen = (href: string) => href.startsWith('/app/') && !href.startsWith('/app/legal/');

export const notCovered = (): AssistantAnswer => ({
  kind: 'not-covered',
  text: ASSISTANT_MESSAGES.notCovered,
  citations: [],
  actions: [APP_LINKS.support],
});

/** The passages an answer uses: the best and those close to it. */
export function usedPassages(passages: readonly HelpPassage[]): HelpPassage[] {
  const best = passages[0];
  return best ? passages.filter((p) => p.score >= best.score * USED_SHARE) : [];
}

/**
 * The deterministic engine's answer (decision 0065): the best passage's text, every passage used
 * as a citation, and a deep link for each used passage that points at a screen.
 */
export function answerFromPassages(passages: readonly HelpPassage[]): AssistantAnswer {
  const used = usedPassages(passages);
  const best = used[0];
  if (!best) return notCovered();
  const actions = new Map<string, { label: string; href: string }>();
  for (const p of used) if (isScreen(p.href)) actions.set(p.href, { label: p.linkLabel, href: p.href });
  return {
    kind: 'help',
    text: best.text,
    citations: used.map((p) => ({ title: p.title, href: p.href, excerpt: excerptOf(p.text) })),
    actions: [...actions.values()],
  };
}
