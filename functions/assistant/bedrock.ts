import {
  BedrockRuntimeClient,
  ConverseCommand,
  type ContentBlock,
  type Message,
} from '@aws-sdk/client-bedrock-runtime';
import { NodeHttpHandler } from '@smithy/node-http-handler';
import type { AssistantAnswer } from '@bk/contract';
import { answerFromHelp, type HelpPassage } from '@bk/help';
import type { UserRequestContext } from '../shared/api/types';
import { awsRequestHandler } from '../shared/clients/timeouts';
import { config } from '../shared/config';
import { CANNOT_HELP, intentOfTool, SYSTEM_PROMPT, TOOLS, userMessage } from './bedrock-prompt';
import { answerFromPassages, excerptOf, notCovered } from './help-answer';
import { answerIntent, sessionScope, type IntentScope } from './intent-answers';
import type { Intent } from './intents';

/** Passages retrieved for the model: a few more than the deterministic engine shows. */
const PASSAGES = 5;
/** Tool round trips before the model must answer. */
const MAX_TURNS = 3;

let client: BedrockRuntimeClient | undefined;

/** Built on first use only: stages without the model never load the Bedrock client (decision 0065). */
function bedrock(): BedrockRuntimeClient {
  if (!client) {
    const c = config();
    client = new BedrockRuntimeClient({
      region: c.AWS_REGION,
      // HTTP/1.1: Converse needs no stream, and the SDK's default HTTP/2 handler is for those.
      requestHandler: new NodeHttpHandler(awsRequestHandler(c)),
      ...(c.BEDROCK_ENDPOINT ? { endpoint: c.BEDROCK_ENDPOINT } : {}),
    });
  }
  return client;
}

export function resetBedrock(): void {
  client?.destroy();
  client = undefined;
}

/** What a Converse exchange needs besides the question: the client, the model and how a tool runs. */
export interface ConverseDeps {
  readonly client: BedrockRuntimeClient;
  readonly modelId: string;
  readonly runIntent: (intent: Intent) => Promise<AssistantAnswer>;
}

const textOf = (content: readonly ContentBlock[] | undefined) =>
  (content ?? [])
    .flatMap((b) => (b.text === undefined ? [] : [b.text]))
    .join(' ')
    .trim();

/** Plain text: the passage numbers taken out (they become citations), markup characters dropped. */
function plainText(text: string): string {
  return text
    .replace(/\s*\[\d+\](?:\s*\[\d+\])*/g, '')
    .replace(/[*_#`<>]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/** The passages the model names by number. */
function cited(text: string, passages: readonly HelpPassage[]): HelpPassage[] {
  const numbers = new Set([...text.matchAll(/\[(\d+)\]/g)].map((m) => Number(m[1])));
  return passages.filter((_, i) => numbers.has(i + 1));
}

/**
 * One question through Converse: the retrieved passages as the only context, the intents as
 * tools, at most {@link MAX_TURNS} tool round trips. The answer has the deterministic engine's
 * shape: citations are the passages the model was given and named, actions and the figure come
 * from the tools it called (never from the model's words). No name or e-mail of the person is
 * sent: only the question, the passages and the tools' results.
 */
export async function converseAnswer(question: string, deps: ConverseDeps): Promise<AssistantAnswer> {
  const passages = answerFromHelp(question, PASSAGES).passages;
  const messages: Message[] = [{ role: 'user', content: [{ text: userMessage(question, passages) }] }];
  let fromTool: AssistantAnswer | undefined;
  for (let turn = 0; turn <= MAX_TURNS; turn++) {
    const out = await deps.client.send(
      new ConverseCommand({
        modelId: deps.modelId,
        system: [{ text: SYSTEM_PROMPT }],
        messages,
        toolConfig: { tools: [...TOOLS] },
        inferenceConfig: { maxTokens: 400, temperature: 0 },
      }),
    );
    const reply = out.output?.message;
    const uses = (reply?.content ?? []).flatMap((b) => (b.toolUse ? [b.toolUse] : []));
    if (out.stopReason !== 'tool_use' || uses.length === 0 || turn === MAX_TURNS || !reply) {
      return finalAnswer(textOf(reply?.content), passages, fromTool);
    }
    messages.push(reply);
    const results: ContentBlock[] = [];
    for (const use of uses) {
      const intent = intentOfTool(use.name ?? '', use.input);
      const answer = intent ? await deps.runIntent(intent) : notCovered();
      if (answer.kind === 'figure' || answer.kind === 'refused' || !fromTool) fromTool = answer;
      results.push({
        toolResult: {
          toolUseId: use.toolUseId,
          content: [
            { json: { kind: answer.kind, text: answer.text, ...(answer.figure ? { figure: answer.figure } : {}) } },
          ],
          status: 'success',
        },
      });
    }
    messages.push({ role: 'user', content: results });
  }
  return notCovered();
}

function finalAnswer(
  text: string,
  passages: readonly HelpPassage[],
  fromTool: AssistantAnswer | undefined,
): AssistantAnswer {
  const plain = plainText(text);
  if (!plain || plain.toLowerCase().startsWith(CANNOT_HELP.toLowerCase())) {
    // A refusal from a tool keeps its own words; otherwise the not-covered answer and support.
    return fromTool?.kind === 'refused' ? fromTool : notCovered();
  }
  const used = cited(text, passages);
  const citations = used.map((p) => ({ title: p.title, href: p.href, excerpt: excerptOf(p.text) }));
  if (fromTool) return { ...fromTool, text: plain, citations };
  // An answer that names no passage is not grounded in any: it is not shown.
  if (used.length === 0) return notCovered();
  const help = answerFromPassages(used);
  return { ...help, text: plain, citations };
}

/** The Bedrock engine for a request: tools run as the caller, on the session's business only. */
export async function askBedrock(question: string, ctx: UserRequestContext, modelId: string): Promise<AssistantAnswer> {
  let scope: Promise<IntentScope | null> | undefined;
  return converseAnswer(question, {
    client: bedrock(),
    modelId,
    runIntent: async (intent) => answerIntent(intent, await (scope ??= sessionScope(ctx.caller)), ctx.now),
  });
}
