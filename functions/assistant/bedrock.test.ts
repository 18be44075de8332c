import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { BedrockRuntimeClient } from '@aws-sdk/client-bedrock-runtime';
import { NodeHttpHandler } from '@smithy/node-http-handler';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { AssistantAnswer } from '@bk/contract';
import { resetConfig } from '../shared/config';
import type { UserRequestContext } from '../shared/api/types';
import { askBedrock, converseAnswer, resetBedrock } from './bedrock';
import { CANNOT_HELP, SYSTEM_PROMPT } from './bedrock-prompt';
import type { Intent } from './intents';

/**
 * The Bedrock engine at the request level: Converse is a local HTTP server that records each
 * request and answers with canned responses, so the prompt, the tool schemas and what leaves the
 * function are checked without a model.
 */
interface Recorded {
  path: string;
  body: {
    system: { text: string }[];
    messages: { role: string; content: Record<string, unknown>[] }[];
    toolConfig: { tools: { toolSpec: { name: string; inputSchema: { json: Record<string, unknown> } } }[] };
  };
  raw: string;
}
const requests: Recorded[] = [];
let replies: unknown[] = [];
let server: Server;
let endpoint = '';
const MODEL = 'eu.anthropic.claude-test-v1:0';

const read = (req: IncomingMessage) =>
  new Promise<string>((resolve) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
  });

const text = (t: string) => ({
  output: { message: { role: 'assistant', content: [{ text: t }] } },
  stopReason: 'end_turn',
  usage: { inputTokens: 10, outputTokens: 10, totalTokens: 20 },
  metrics: { latencyMs: 5 },
});
const toolUse = (name: string, input: unknown) => ({
  output: { message: { role: 'assistant', content: [{ toolUse: { toolUseId: 'tool-1', name, input } }] } },
  stopReason: 'tool_use',
  usage: { inputTokens: 10, outputTokens: 10, totalTokens: 20 },
  metrics: { latencyMs: 5 },
});

beforeAll(async () => {
  server = createServer((req, res) => {
    void read(req).then((raw) => {
      requests.push({ path: req.url ?? '', body: JSON.parse(raw) as Recorded['body'], raw });
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify(replies.shift() ?? text(CANNOT_HELP)));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});

beforeEach(() => {
  requests.length = 0;
  replies = [];
});

const client = () =>
  new BedrockRuntimeClient({
    region: 'eu-west-2',
    endpoint,
    credentials: { accessKeyId: 'AKIATEST', secretAccessKey: 'test-secret' },
    requestHandler: new NodeHttpHandler(),
  });

describe('the Bedrock engine', () => {
  it('sends the refusal rules, the passages and the intents as tools, and nothing about the person', async () => {
    vi.stubEnv('TABLE_NAME', 'bookkeeper-test');
    vi.stubEnv('BEDROCK_ENDPOINT', endpoint);
    vi.stubEnv('AWS_ACCESS_KEY_ID', 'AKIATEST');
    vi.stubEnv('AWS_SECRET_ACCESS_KEY', 'test-secret');
    resetConfig();
    resetBedrock();
    replies = [text('Open Submit VAT Return, check the nine boxes and send it to HMRC [1].')];
    const ctx = {
      requestId: 'r1',
      now: new Date('2026-05-01T12:00:00Z'),
      sourceIp: '203.0.113.9',
      userAgent: 'test',
      headers: {},
      business: null,
      caller: {
        tokenHash: 'h',
        session: { businessId: 'biz-1' },
        user: { id: 'user-1', email: 'jane.doe@example.com', firstName: 'Janet', lastName: 'Doughty' },
      },
    } as unknown as UserRequestContext;
    try {
      const answer = await askBedrock('how do I submit a VAT return', ctx, MODEL);
      expect(requests).toHaveLength(1);
      const [req] = requests;
      expect(req?.path).toBe(`/model/${encodeURIComponent(MODEL)}/converse`);
      const system = req?.body.system[0]?.text ?? '';
      expect(system).toBe(SYSTEM_PROMPT);
      expect(system).toContain('Answer only from the numbered passages');
      expect(system).toContain('Never give personal tax advice');
      expect(system).toContain(`reply exactly "${CANNOT_HELP}."`);
      expect(req?.body.toolConfig.tools.map((t) => t.toolSpec.name)).toEqual([
        'vat_owed',
        'next_vat_deadline',
        'uncategorised_transactions',
        'category_spend',
      ]);
      const spend = req?.body.toolConfig.tools[3]?.toolSpec.inputSchema.json;
      expect(spend).toMatchObject({
        type: 'object',
        required: ['category'],
        properties: { category: { type: 'string' }, taxYear: { enum: ['this', 'last'] } },
        additionalProperties: false,
      });
      const message = JSON.stringify(req?.body.messages);
      expect(message).toContain('[1] ');
      expect(message).toContain('Question: how do I submit a VAT return');
      for (const personal of ['jane.doe@example.com', 'Janet', 'Doughty', 'user-1', 'biz-1', '203.0.113.9'])
        expect(req?.raw).not.toContain(personal);
      expect(AssistantAnswer.parse(answer)).toEqual(answer);
      expect(answer.kind).toBe('help');
      expect(answer.text).toBe('Open Submit VAT Return, check the nine boxes and send it to HMRC.');
      expect(answer.citations).toHaveLength(1);
      expect(answer.actions).toContainEqual({ label: 'Open Submit VAT Return', href: '/app/hmrc/vat-return' });
    } finally {
      vi.unstubAllEnvs();
      resetConfig();
      resetBedrock();
    }
  });

  it('runs a tool call as an intent and answers with its figure, period and link', async () => {
    replies = [
      toolUse('category_spend', { category: 'fuel', taxYear: 'this' }),
      text('You spent £120.00 on Fuel this tax year.'),
    ];
    const runIntent = vi.fn(async (_intent: Intent): Promise<AssistantAnswer> => ({
      kind: 'figure',
      text: 'You spent £120.00 on Fuel in the 2026/2027 tax year.',
      citations: [],
      actions: [{ label: 'Open Self Assessment', href: '/app/hmrc/self-assessment' }],
      figure: { label: 'Spent on Fuel', amount: '120.00', period: { from: '2026-04-06', to: '2027-04-05' } },
    }));
    const answer = await converseAnswer('what did I spend on fuel this tax year', {
      client: client(),
      modelId: MODEL,
      runIntent,
    });
    expect(runIntent).toHaveBeenCalledWith({ name: 'categorySpend', category: 'fuel', taxYear: 'this' });
    expect(requests).toHaveLength(2);
    const second = requests[1]?.body.messages ?? [];
    expect(second.map((m) => m.role)).toEqual(['user', 'assistant', 'user']);
    expect(second[2]?.content[0]).toMatchObject({
      toolResult: { toolUseId: 'tool-1', content: [{ json: { kind: 'figure', figure: { amount: '120.00' } } }] },
    });
    expect(AssistantAnswer.parse(answer)).toEqual(answer);
    expect(answer).toMatchObject({
      kind: 'figure',
      text: 'You spent £120.00 on Fuel this tax year.',
      actions: [{ href: '/app/hmrc/self-assessment' }],
      figure: { amount: '120.00', period: { from: '2026-04-06', to: '2027-04-05' } },
    });
  });

  it('turns the model\'s refusal, or an answer citing no passage, into "I can\'t help with that" and the support page', async () => {
    const runIntent = vi.fn();
    for (const reply of [`${CANNOT_HELP}.`, 'Paris is the capital of France.']) {
      replies = [text(reply)];
      const answer = await converseAnswer('what is the capital of France', {
        client: client(),
        modelId: MODEL,
        runIntent,
      });
      expect(answer.kind).toBe('not-covered');
      expect(answer.text).toMatch(/^I can't help with that/);
      expect(answer.actions).toEqual([{ label: 'Open the support page', href: '/app/support' }]);
      expect(answer.citations).toEqual([]);
    }
    expect(runIntent).not.toHaveBeenCalled();
  });
});
