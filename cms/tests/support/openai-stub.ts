import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** What the next chat completion request gets. */
export type StubAnswer =
  | { kind: 'reply'; content: unknown }
  | { kind: 'raw'; content: string }
  | { kind: 'status'; status: number; retryAfterMs?: number }
  | { kind: 'hang'; ms: number };

export interface RecordedRequest {
  path: string;
  authorization: string | undefined;
  body: {
    model: string;
    temperature?: number;
    messages: { role: string; content: string }[];
    response_format?: { type: string; json_schema?: { name: string; strict?: boolean; schema: unknown } };
  };
}

/**
 * An OpenAI-compatible HTTP server inside the test process, for the real `openai` SDK to talk to:
 * it answers /v1/chat/completions as scripted (a reply, broken JSON, an error status, a hang) and
 * keeps a transcript of every request. It stands in for OpenAI, not for any part of our system.
 */
export class OpenAiStub {
  readonly requests: RecordedRequest[] = [];
  private readonly script: StubAnswer[] = [];
  /** Answered when the script is empty. */
  fallback: (request: RecordedRequest) => StubAnswer = () => ({ kind: 'status', status: 500 });
  private readonly server: Server = createServer((request, response) => void this.handle(request, response));
  private readonly hanging = new Set<ServerResponse>();

  async start(): Promise<number> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    return (this.server.address() as AddressInfo).port;
  }

  /** The next requests get these answers, in order. */
  answer(...answers: StubAnswer[]): void {
    this.script.push(...answers);
  }

  reset(): void {
    this.requests.length = 0;
    this.script.length = 0;
    this.fallback = () => ({ kind: 'status', status: 500 });
  }

  async stop(): Promise<void> {
    for (const response of this.hanging) response.destroy();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  private async handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    if (request.method !== 'POST' || !request.url?.endsWith('/chat/completions')) {
      response.writeHead(404, { 'content-type': 'application/json' }).end('{"error":{"message":"not found"}}');
      return;
    }
    const recorded: RecordedRequest = {
      path: request.url,
      authorization: request.headers.authorization,
      body: JSON.parse(Buffer.concat(chunks).toString('utf8')) as RecordedRequest['body'],
    };
    this.requests.push(recorded);
    const answer = this.script.shift() ?? this.fallback(recorded);
    if (answer.kind === 'hang') {
      this.hanging.add(response);
      await new Promise((resolve) => setTimeout(resolve, answer.ms));
      this.hanging.delete(response);
      if (response.destroyed) return;
      this.sendCompletion(response, recorded, '{}');
      return;
    }
    if (answer.kind === 'status') {
      response.writeHead(answer.status, {
        'content-type': 'application/json',
        ...(answer.retryAfterMs !== undefined ? { 'retry-after-ms': String(answer.retryAfterMs) } : {}),
      });
      response.end(JSON.stringify({ error: { message: `stub answered ${answer.status}`, type: 'stub_error' } }));
      return;
    }
    this.sendCompletion(response, recorded, answer.kind === 'raw' ? answer.content : JSON.stringify(answer.content));
  }

  private sendCompletion(response: ServerResponse, request: RecordedRequest, content: string): void {
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end(
      JSON.stringify({
        id: `chatcmpl-stub-${this.requests.length}`,
        object: 'chat.completion',
        created: Math.floor(Date.now() / 1000),
        model: `${request.body.model}-2024-07-18`,
        choices: [{ index: 0, finish_reason: 'stop', message: { role: 'assistant', content, refusal: null } }],
        usage: { prompt_tokens: 100, completion_tokens: 100, total_tokens: 200 },
      }),
    );
  }
}
