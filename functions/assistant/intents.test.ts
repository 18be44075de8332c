import { describe, expect, it } from 'vitest';
import { routes } from '@bk/contract';
import { INTENT_ACTIONS, INTENT_ROUTES, matchIntent, type IntentName } from './intents';

describe('matchIntent', () => {
  it.each([
    ['How much VAT do I owe?', 'vatOwed'],
    ['how much vat do i owe for the open period', 'vatOwed'],
    ["What's my VAT bill this quarter?", 'vatOwed'],
    ['Do I owe any VAT?', 'vatOwed'],
    ['What is my next deadline?', 'nextDeadline'],
    ['When is my next VAT return due?', 'nextDeadline'],
    ['when is my vat due', 'nextDeadline'],
    ['How many transactions have no category?', 'uncategorisedCount'],
    ['how many uncategorised transactions are there', 'uncategorisedCount'],
  ] as const)('%s -> %s', (question, name) => {
    expect(matchIntent(question)?.name).toBe(name);
  });

  it('reads the category and the tax year of a spending question', () => {
    expect(matchIntent('What did I spend on fuel this tax year?')).toEqual({
      name: 'categorySpend',
      category: 'fuel',
      taxYear: 'this',
    });
    expect(matchIntent('How much have I spent on travel in the last tax year')).toEqual({
      name: 'categorySpend',
      category: 'travel',
      taxYear: 'last',
    });
    expect(matchIntent('what did i spend on software and subscriptions')).toEqual({
      name: 'categorySpend',
      category: 'software and subscriptions',
      taxYear: 'this',
    });
  });

  it.each([
    'How do I submit a VAT return?',
    'how do I pay my VAT',
    'why is my bank charge not in box 4',
    'What is the flat rate scheme?',
    'how do I give a transaction a category',
  ])('leaves a help question to the help: %s', (question) => {
    expect(matchIntent(question)).toBeNull();
  });
});

describe('INTENT_ACTIONS', () => {
  it('needs what the API route showing the same figure needs, so the assistant never shows more', () => {
    for (const name of Object.keys(INTENT_ACTIONS) as IntentName[]) {
      expect(routes[INTENT_ROUTES[name]].permission, name).toBe(INTENT_ACTIONS[name]);
    }
  });
});
