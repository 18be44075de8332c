import type { AssistantAnswer } from '@bk/contract';
import { describe, expect, it } from 'vitest';
import { conversationKey, MAX_TURNS, readConversation, withTurn, writeConversation, type Turn } from './conversation';
import { forgetConversations } from './forget';

/** sessionStorage's interface over a Map, as the browser's behaves for these calls. */
function memoryStorage(initial: Record<string, string> = {}): Storage {
  const items = new Map(Object.entries(initial));
  return {
    get length() {
      return items.size;
    },
    key: (i) => [...items.keys()][i] ?? null,
    getItem: (k) => items.get(k) ?? null,
    setItem: (k, v) => void items.set(k, String(v)),
    removeItem: (k) => void items.delete(k),
    clear: () => items.clear(),
  };
}

const answer: AssistantAnswer = {
  kind: 'figure',
  text: 'You owe HMRC this for the open period.',
  citations: [],
  actions: [{ label: 'Open VAT', href: '/app/vat' }],
  figure: { label: 'VAT to pay', amount: '193.33', period: { from: '2026-04-01', to: '2026-06-30' } },
};
const turn = (question: string): Turn => ({ question, answer, businessName: 'Cakes Ltd' });

describe('the conversation kept for the tab (decision 0066)', () => {
  it('reads back what was written, per user', () => {
    const storage = memoryStorage();
    writeConversation('u1', [turn('how much VAT do I owe')], storage);
    expect(readConversation('u1', storage)).toEqual([turn('how much VAT do I owe')]);
    expect(readConversation('u2', storage)).toEqual([]);
  });

  it('reads a missing, broken or stale entry as an empty conversation', () => {
    const storage = memoryStorage({
      [conversationKey('broken')]: '{not json',
      [conversationKey('stale')]: JSON.stringify([{ q: 'old shape' }]),
    });
    expect(readConversation('nobody', storage)).toEqual([]);
    expect(readConversation('broken', storage)).toEqual([]);
    expect(readConversation('stale', storage)).toEqual([]);
    expect(readConversation('u1', undefined)).toEqual([]);
  });

  it(`keeps the last ${MAX_TURNS} turns`, () => {
    let turns: Turn[] = [];
    for (let i = 1; i <= MAX_TURNS + 5; i++) turns = withTurn(turns, turn(`question ${i}`));
    expect(turns).toHaveLength(MAX_TURNS);
    expect(turns[0]?.question).toBe('question 6');
    expect(turns.at(-1)?.question).toBe(`question ${MAX_TURNS + 5}`);
  });

  it('survives storage that refuses to write', () => {
    const full = {
      ...memoryStorage(),
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    } as Storage;
    expect(() => writeConversation('u1', [turn('q')], full)).not.toThrow();
  });

  it('forgets every conversation on sign-out and leaves the rest of the tab alone', () => {
    const storage = memoryStorage({ 'bk.other': 'kept' });
    writeConversation('u1', [turn('a')], storage);
    writeConversation('u2', [turn('b')], storage);
    forgetConversations(storage);
    expect(readConversation('u1', storage)).toEqual([]);
    expect(readConversation('u2', storage)).toEqual([]);
    expect(storage.getItem('bk.other')).toBe('kept');
  });
});
