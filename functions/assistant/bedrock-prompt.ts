import type { Tool } from '@aws-sdk/client-bedrock-runtime';
import type { HelpPassage } from '@bk/help';
import type { Intent, IntentName } from './intents';

/**
 * What the managed model is told (decision 0065): its only sources are the passages given with the
 * question and the tools over the person's books. Kept apart from the client so a test reads the
 * exact words and schemas the request carries.
 */
export const CANNOT_HELP = "I can't help with that";

export const SYSTEM_PROMPT = [
  'You are the help assistant of a UK bookkeeping and Making Tax Digital VAT web app.',
  'Rules:',
  '1. Answer only from the numbered passages in the message and from the results of the tools. Never use other knowledge.',
  "2. For a question about the figures in the person's own books (VAT owed, the next VAT deadline, transactions with no category, spending on a category), call the matching tool and answer from its result only; never work a figure out yourself.",
  '3. When a tool result says the person may not see a figure or must choose a business, tell them that in its words and give no figure.',
  '4. Never give personal tax advice beyond what the passages say: do not tell the person what they should claim, pay or declare.',
  `5. When the passages and the tools do not answer the question, reply exactly "${CANNOT_HELP}." and nothing else.`,
  '6. Cite each passage you use by its number in square brackets, e.g. [1].',
  '7. Reply in plain English sentences: no HTML, no markdown, no lists, at most 120 words.',
].join('\n');

/** Each intent as a tool the model may call, with its JSON schema; names are the model's, mapped back below. */
export const TOOLS: readonly (Tool & { toolSpec: { name: string } })[] = [
  {
    toolSpec: {
      name: 'vat_owed',
      description: 'How much VAT the person owes (or is owed) for their open VAT period, with the period.',
      inputSchema: { json: { type: 'object', properties: {}, additionalProperties: false } },
    },
  },
  {
    toolSpec: {
      name: 'next_vat_deadline',
      description: 'The due date of the next VAT return (the open period), with the period.',
      inputSchema: { json: { type: 'object', properties: {}, additionalProperties: false } },
    },
  },
  {
    toolSpec: {
      name: 'uncategorised_transactions',
      description: "How many of the business's transactions have no category.",
      inputSchema: { json: { type: 'object', properties: {}, additionalProperties: false } },
    },
  },
  {
    toolSpec: {
      name: 'category_spend',
      description:
        'How much the business spent on one expense category in this or last UK tax year (6 April to 5 April).',
      inputSchema: {
        json: {
          type: 'object',
          properties: {
            category: {
              type: 'string',
              description: 'The expense category as the person named it, e.g. "fuel".',
              maxLength: 100,
            },
            taxYear: { type: 'string', enum: ['this', 'last'], description: 'This tax year or the last one.' },
          },
          required: ['category'],
          additionalProperties: false,
        },
      },
    },
  },
];

const TOOL_INTENTS: Record<string, IntentName> = {
  vat_owed: 'vatOwed',
  next_vat_deadline: 'nextDeadline',
  uncategorised_transactions: 'uncategorisedCount',
  category_spend: 'categorySpend',
};

/** The intent a tool call asks for, its input checked; null for a tool the model made up. */
export function intentOfTool(name: string, input: unknown): Intent | null {
  const intent = TOOL_INTENTS[name];
  if (!intent) return null;
  if (intent !== 'categorySpend') return { name: intent };
  const i = (input ?? {}) as { category?: unknown; taxYear?: unknown };
  if (typeof i.category !== 'string' || !i.category.trim()) return null;
  return {
    name: 'categorySpend',
    category: i.category.trim().slice(0, 100),
    taxYear: i.taxYear === 'last' ? 'last' : 'this',
  };
}

/** The question with the retrieved passages, numbered: the model's only context besides the tools. */
export function userMessage(question: string, passages: readonly HelpPassage[]): string {
  const sources = passages.length
    ? passages.map((p, i) => `[${i + 1}] ${p.title}\n${p.text}`).join('\n\n')
    : '(no passages matched the question)';
  return `Passages:\n${sources}\n\nQuestion: ${question}`;
}
