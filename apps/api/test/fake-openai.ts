import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * An OpenAI-compatible chat completions server on loopback: records every request and answers
 * with `reply` (or the HTTP status in `failWith`), the way a hosted API or a local LLM server does.
 */
export interface FakeOpenAi {
  baseUrl: string;
  requests: { authorization: string | undefined; body: FakeCompletionRequest }[];
  reply: string;
  /** Turns answered before `reply`, in order: each a text or calls of tools (function calling). */
  script: FakeTurn[];
  failWith: number | null;
  close(): Promise<void>;
}

export type FakeTurn = { content: string } | { toolCalls: { name: string; arguments: string }[] };

export interface FakeCompletionRequest {
  model: string;
  messages: {
    role: string;
    content: string | null | { type: string; text?: string; image_url?: { url: string } }[];
    tool_call_id?: string;
    tool_calls?: { id: string; function: { name: string; arguments: string } }[];
  }[];
  tools?: { type: string; function: { name: string; description: string; parameters: Record<string, unknown> } }[];
}

/** The text of a message the fake received; a message made of parts (text and images) fails the test. */
export function textOf(message: FakeCompletionRequest['messages'][number] | undefined): string {
  if (typeof message?.content !== 'string') throw new Error(`expected a text message, got ${JSON.stringify(message)}`);
  return message.content;
}

export async function startFakeOpenAi(reply = 'A grounded answer from the fake model.'): Promise<FakeOpenAi> {
  const fake: FakeOpenAi = { baseUrl: '', requests: [], reply, script: [], failWith: null, close: async () => {} };
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      if (req.method !== 'POST' || req.url !== '/v1/chat/completions') {
        res.writeHead(404, { 'content-type': 'application/json' }).end('{"error":{"message":"not found"}}');
        return;
      }
      const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as FakeCompletionRequest;
      fake.requests.push({ authorization: req.headers.authorization, body });
      if (fake.failWith) {
        res.writeHead(fake.failWith, { 'content-type': 'application/json' }).end('{"error":{"message":"failure"}}');
        return;
      }
      const turn = fake.script.shift() ?? { content: fake.reply };
      const message =
        'toolCalls' in turn
          ? {
              role: 'assistant',
              content: null,
              tool_calls: turn.toolCalls.map((call, i) => ({ id: `call_${fake.requests.length}_${i}`, type: 'function', function: call })),
            }
          : { role: 'assistant', content: turn.content };
      res.writeHead(200, { 'content-type': 'application/json' }).end(
        JSON.stringify({
          id: `chatcmpl-${fake.requests.length}`,
          object: 'chat.completion',
          model: body.model,
          choices: [{ index: 0, message, finish_reason: 'toolCalls' in turn ? 'tool_calls' : 'stop' }],
        }),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  fake.baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
  fake.close = () => new Promise((resolve) => server.close(() => resolve()));
  return fake;
}
