import { describe, expect, it, vi } from 'vitest';
import type { AssistantAnswer } from '@bk/contract';
import { ACTIONS, BusinessRole, type Action } from '@bk/domain';
import { answerIntent, type IntentReaders } from './intent-answers';
import { INTENT_ACTIONS, type Intent, type IntentName } from './intents';

const figure: AssistantAnswer = { kind: 'figure', text: 'A figure', citations: [], actions: [] };

/** Readers that record being called: a refused intent must not read the books at all. */
function readers() {
  const read = vi.fn(async () => figure);
  const r: IntentReaders = { vatOwed: read, nextDeadline: read, uncategorisedCount: read, categorySpend: read };
  return { r, read };
}

const INTENTS: Record<IntentName, Intent> = {
  vatOwed: { name: 'vatOwed' },
  nextDeadline: { name: 'nextDeadline' },
  uncategorisedCount: { name: 'uncategorisedCount' },
  categorySpend: { name: 'categorySpend', category: 'fuel', taxYear: 'this' },
};

/** A role's permissions as a set: today every role has vat:read, so the guard is proven with others. */
const scopeWithout = (missing: Action) => ({
  businessId: 'b1',
  roleId: BusinessRole.OTHER,
  may: (action: Action) => action !== missing && (ACTIONS as readonly Action[]).includes(action),
});

describe('answerIntent', () => {
  it('gives no VAT figure to a role without vat:read, and says which permission it lacks', async () => {
    for (const name of ['vatOwed', 'nextDeadline'] as const) {
      const { r, read } = readers();
      const answer = await answerIntent(INTENTS[name], scopeWithout('vat:read'), new Date(), r);
      expect(answer.kind).toBe('refused');
      expect(answer.figure).toBeUndefined();
      expect(answer.text).toContain('(Other)');
      expect(answer.text).toContain('see VAT figures');
      expect(read).not.toHaveBeenCalled();
    }
  });

  it('checks every intent against its action in the one table', async () => {
    for (const name of Object.keys(INTENT_ACTIONS) as IntentName[]) {
      const denied = await answerIntent(INTENTS[name], scopeWithout(INTENT_ACTIONS[name]), new Date(), readers().r);
      expect(denied.kind, name).toBe('refused');
      const { r, read } = readers();
      const allowed = await answerIntent(INTENTS[name], scopeWithout('affiliate:manage'), new Date(), r);
      expect(allowed, name).toBe(figure);
      expect(read).toHaveBeenCalledWith('b1', ...(name === 'categorySpend' ? [INTENTS[name], expect.any(Date)] : []));
    }
  });

  it('asks for a business to be chosen when the session has none', async () => {
    const { r, read } = readers();
    const answer = await answerIntent(INTENTS.uncategorisedCount, null, new Date(), r);
    expect(answer).toMatchObject({ kind: 'refused', actions: [{ href: '/app/select-business' }] });
    expect(answer.text).toMatch(/^Choose a business/);
    expect(read).not.toHaveBeenCalled();
  });
});
