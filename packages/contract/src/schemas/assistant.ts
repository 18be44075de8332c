/**
 * The help assistant's question and answer (decision 0065). The answer is plain text
 * (no HTML or markdown: the popup renders it as text), with the passages it used as citations and
 * deep links into the app as actions; a figure from the person's books comes with its period.
 */
import * as z from 'zod/mini';
import { IsoDate } from './common';

/** Longest question the assistant takes, in characters after trimming. */
export const ASSISTANT_QUESTION_MAX = 500;
export const ASSISTANT_QUESTION_REQUIRED = 'Type a question';
export const ASSISTANT_QUESTION_TOO_LONG = `Keep your question to ${ASSISTANT_QUESTION_MAX} characters or fewer`;

export const AssistantAsk = z.object({
  question: z
    .string(ASSISTANT_QUESTION_REQUIRED)
    .check(
      z.trim(),
      z.minLength(1, ASSISTANT_QUESTION_REQUIRED),
      z.maxLength(ASSISTANT_QUESTION_MAX, ASSISTANT_QUESTION_TOO_LONG),
    ),
});
export type AssistantAsk = z.infer<typeof AssistantAsk>;

/**
 * - `help`: answered from the help corpus;
 * - `figure`: answered from the person's books (with `figure`);
 * - `not-covered`: neither the help nor the intents cover the question;
 * - `refused`: an intent matched but the caller may not see it (permission, or no business chosen).
 */
export const ASSISTANT_ANSWER_KINDS = ['help', 'figure', 'not-covered', 'refused'] as const;
export type AssistantAnswerKind = (typeof ASSISTANT_ANSWER_KINDS)[number];

export const AssistantCitation = z.object({ title: z.string(), href: z.string(), excerpt: z.string() });
export type AssistantCitation = z.infer<typeof AssistantCitation>;

/** A deep link in the app, e.g. `{ label: 'Open Submit VAT Return', href: '/app/vat/returns' }`. */
export const AssistantAction = z.object({ label: z.string(), href: z.string() });
export type AssistantAction = z.infer<typeof AssistantAction>;

export const AssistantFigure = z.object({
  label: z.string(),
  /** Pounds with two decimals, as text (e.g. "1234.50"). */
  amount: z.optional(z.string()),
  count: z.optional(z.number().check(z.int())),
  date: z.optional(IsoDate),
  period: z.optional(z.object({ from: IsoDate, to: IsoDate })),
});
export type AssistantFigure = z.infer<typeof AssistantFigure>;

export const AssistantAnswer = z.object({
  kind: z.enum(ASSISTANT_ANSWER_KINDS),
  text: z.string(),
  citations: z.array(AssistantCitation),
  actions: z.array(AssistantAction),
  figure: z.optional(AssistantFigure),
});
export type AssistantAnswer = z.infer<typeof AssistantAnswer>;
