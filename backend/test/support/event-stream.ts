import { request as httpRequest } from 'node:http';
import type { ClientRequest, IncomingMessage } from 'node:http';
import request from 'supertest';

export interface StreamedEvent {
  event: string;
  data: unknown;
  /** When it arrived (Date.now()). */
  at: number;
}

/** A signed-in user's session cookie, for clients that are not supertest (an EventSource's request). */
export async function sessionCookie(url: string, email: string, name: string): Promise<{ cookie: string; userId: string }> {
  const response = await request(url).post('/api/auth/dev-login').send({ email, name });
  if (response.status !== 201) throw new Error(`dev-login failed: ${response.status}`);
  const cookie = ([] as string[])
    .concat(response.headers['set-cookie'] ?? [])
    .map((line) => line.split(';')[0])
    .join('; ');
  return { cookie, userId: response.body.id as string };
}

/**
 * Reads a server-sent event stream as a browser's EventSource would: every event with its
 * parsed data and arrival time, and a way to wait for the one a test expects.
 */
export class EventStreamReader {
  readonly events: StreamedEvent[] = [];
  private waiters: { match: (event: StreamedEvent) => boolean; resolve: (event: StreamedEvent) => void }[] = [];
  /** When the server ended the stream (Date.now()), once it has. */
  endedAt: number | null = null;
  private readonly end: Promise<void>;

  private constructor(
    private readonly clientRequest: ClientRequest,
    readonly response: IncomingMessage,
  ) {
    this.end = new Promise((resolve) =>
      response.once('end', () => {
        this.endedAt = Date.now();
        resolve();
      }),
    );
    let buffer = '';
    response.setEncoding('utf8');
    response.on('data', (text: string) => {
      buffer += text;
      let end = buffer.indexOf('\n\n');
      while (end >= 0) {
        this.take(buffer.slice(0, end));
        buffer = buffer.slice(end + 2);
        end = buffer.indexOf('\n\n');
      }
    });
  }

  static open(url: string, cookie: string): Promise<EventStreamReader> {
    return new Promise((resolve, reject) => {
      const clientRequest = httpRequest(url, { headers: { cookie, accept: 'text/event-stream' } }, (response) =>
        resolve(new EventStreamReader(clientRequest, response)),
      );
      clientRequest.on('error', reject);
      clientRequest.end();
    });
  }

  /** The first event (already arrived or still to come) that matches. */
  next(match: (event: StreamedEvent) => boolean, timeoutMs = 60_000): Promise<StreamedEvent> {
    const arrived = this.events.find(match);
    if (arrived) return Promise.resolve(arrived);
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`No such event within ${timeoutMs} ms; got ${JSON.stringify(this.events).slice(0, 1500)}`)), timeoutMs);
      this.waiters.push({
        match,
        resolve: (event) => {
          clearTimeout(timer);
          resolve(event);
        },
      });
    });
  }

  /** Resolves once the server has ended the stream; rejects while it is still open after `timeoutMs`. */
  ended(timeoutMs: number): Promise<void> {
    let timer: NodeJS.Timeout | undefined;
    const open = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`The stream was still open after ${timeoutMs} ms`)), timeoutMs);
    });
    return Promise.race([this.end, open]).finally(() => clearTimeout(timer));
  }

  close(): void {
    this.clientRequest.destroy();
  }

  private take(block: string): void {
    let event = 'message';
    const data: string[] = [];
    for (const line of block.split('\n')) {
      if (line.startsWith('event: ')) event = line.slice(7);
      else if (line.startsWith('data: ')) data.push(line.slice(6));
    }
    if (data.length === 0) return;
    const streamed = { event, data: JSON.parse(data.join('\n')) as unknown, at: Date.now() };
    this.events.push(streamed);
    this.waiters = this.waiters.filter((waiter) => {
      if (!waiter.match(streamed)) return true;
      waiter.resolve(streamed);
      return false;
    });
  }
}
