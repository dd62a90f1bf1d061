import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Conversation } from '../../features/coach';
import { newUser } from '../../test/fixtures';
import { jsonResponse, restoreFetch, stubFetch, type FakeResponse } from '../../test/fetch-stub';
import { renderApp } from '../../test/render-app';

type Handler = (body: Record<string, unknown> | undefined) => FakeResponse | Promise<FakeResponse>;

const LIST = 'GET /api/agents/conversations?agent_name=training_coach';
const CREATE = 'POST /api/agents/conversations';

function conversation(overrides: Partial<Conversation> = {}): Conversation {
  return {
    id: 'conv-1',
    agent_name: 'training_coach',
    metadata: { name: 'Training Chat', type: 'training_advice' },
    messages: [],
    status: 'idle',
    pending_job_id: null,
    error: null,
    created_date: '2026-11-20T10:00:00.000Z',
    updated_date: '2026-11-20T10:00:00.000Z',
    ...overrides,
  };
}

let saidCount = 0;
const said = (role: 'user' | 'assistant', content: string, created_at = '2026-11-20T10:00:00.000Z') => ({
  id: `message-${++saidCount}`,
  role,
  content,
  created_at,
});

/** A fake API by "METHOD path"; every call is recorded with its parsed body, in order. */
function serve(routes: Record<string, Handler | FakeResponse>) {
  const calls: { key: string; body?: Record<string, unknown> }[] = [];
  const all: Record<string, Handler | FakeResponse> = {
    'GET /api/auth/me': jsonResponse(200, newUser()),
    ...routes,
  };
  stubFetch((url, init) => {
    const key = `${init.method ?? 'GET'} ${url}`;
    const body = typeof init.body === 'string' ? (JSON.parse(init.body) as Record<string, unknown>) : undefined;
    calls.push({ key, body });
    const route = all[key];
    if (!route) return jsonResponse(404, { message: `No stub for ${key}` });
    return typeof route === 'function' ? route(body) : route;
  });
  return {
    calls,
    count: (key: string) => calls.filter((call) => call.key === key).length,
    keys: () => calls.map((call) => call.key).filter((key) => key !== 'GET /api/auth/me'),
  };
}

/** A stand-in for the browser's EventSource that the test drives; answers the list of opened sources. */
function installFakeEventSource() {
  const sources: FakeEventSource[] = [];
  class FakeEventSource {
    onopen: (() => void) | null = null;
    onerror: (() => void) | null = null;
    private readonly listeners = new Map<string, (event: { data: string }) => void>();
    constructor(readonly url: string) {
      sources.push(this);
    }
    addEventListener(type: string, listener: (event: { data: string }) => void) {
      this.listeners.set(type, listener);
    }
    close() {}
    emit(type: string, data: unknown) {
      act(() => this.listeners.get(type)?.({ data: JSON.stringify(data) }));
    }
  }
  Object.assign(window, { EventSource: FakeEventSource });
  return sources;
}

const input = () => screen.getByRole('textbox', { name: 'Nachricht an den Coach' }) as HTMLTextAreaElement;
const sendButton = () => screen.getByRole('button', { name: 'Senden' }) as HTMLButtonElement;
const log = () => screen.getByRole('log', { name: 'Nachrichten' });

async function openChat() {
  const view = renderApp('/Chat');
  await screen.findByRole('heading', { level: 1, name: 'KI-Coach' });
  return view;
}

beforeEach(() => {
  window.localStorage.clear();
  jest.spyOn(console, 'error').mockImplementation(() => {});
});

afterEach(() => {
  restoreFetch();
  jest.restoreAllMocks();
});

describe('chat', () => {
  it('shows a spinner while the conversations load, then the empty state', async () => {
    let answer: (response: FakeResponse) => void = () => {};
    serve({ [LIST]: () => new Promise<FakeResponse>((resolve) => (answer = resolve)) });
    await openChat();

    expect(within(log()).getByRole('status', { name: 'Wird geladen…' })).toBeTruthy();
    await act(async () => answer(jsonResponse(200, [])));

    expect(await screen.findByRole('heading', { name: 'Noch keine Nachrichten' })).toBeTruthy();
    expect(screen.getByText('Stelle deine erste Frage!')).toBeTruthy();
    expect(log().getAttribute('aria-live')).toBe('polite');
  });

  it('shows the AI disclaimer until "Got It", and remembers that', async () => {
    const user = userEvent.setup();
    serve({ [LIST]: jsonResponse(200, []) });
    const first = await openChat();

    expect(screen.getByText('AI can make mistakes')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Got It' }));
    expect(screen.queryByText('AI can make mistakes')).toBeNull();
    first.unmount();

    await openChat();
    expect(screen.queryByText('AI can make mistakes')).toBeNull();
  });

  it('opens the newest conversation, with replies as markdown and own messages as plain text', async () => {
    serve({
      [LIST]: jsonResponse(200, [conversation({ messages: [said('user', '<b>Hallo</b> *Coach*'), said('assistant', 'Mach **3 Sätze**.')] })]),
      'GET /api/agents/conversations/conv-1': jsonResponse(
        200,
        conversation({ messages: [said('user', '<b>Hallo</b> *Coach*'), said('assistant', 'Mach **3 Sätze**.')] }),
      ),
    });
    await openChat();

    expect((await within(log()).findByText('3 Sätze')).tagName).toBe('STRONG');
    expect(within(log()).getByText('<b>Hallo</b> *Coach*')).toBeTruthy();
    expect(log().querySelector('b, em')).toBeNull();
  });

  it('sends on Enter and breaks the line on Shift+Enter', async () => {
    const user = userEvent.setup();
    const api = serve({
      [LIST]: jsonResponse(200, [conversation()]),
      'GET /api/agents/conversations/conv-1': jsonResponse(200, conversation()),
      'POST /api/agents/conversations/conv-1/messages': (body) =>
        jsonResponse(202, conversation({ messages: [said('user', String(body?.content))], status: 'idle' })),
    });
    await openChat();
    await screen.findByRole('heading', { name: 'Noch keine Nachrichten' });

    await user.type(input(), 'Wie viele Sätze?{Shift>}{Enter}{/Shift}Und Pausen?');
    expect(input().value).toBe('Wie viele Sätze?\nUnd Pausen?');
    expect(api.count('POST /api/agents/conversations/conv-1/messages')).toBe(0);

    await user.keyboard('{Enter}');
    await waitFor(() => expect(api.count('POST /api/agents/conversations/conv-1/messages')).toBe(1));
    const sent = api.calls.find((call) => call.key === 'POST /api/agents/conversations/conv-1/messages');
    expect(sent?.body).toEqual({ role: 'user', content: 'Wie viele Sätze?\nUnd Pausen?' });
    await waitFor(() => expect(input().value).toBe(''));
  });

  it('does not send blank or whitespace-only messages', async () => {
    const user = userEvent.setup();
    const api = serve({ [LIST]: jsonResponse(200, []) });
    await openChat();
    await screen.findByRole('heading', { name: 'Noch keine Nachrichten' });

    await user.type(input(), '   {Shift>}{Enter}{/Shift}  ');
    expect(sendButton().disabled).toBe(true);
    await user.keyboard('{Enter}');
    await user.click(sendButton());

    expect(api.keys()).toEqual([LIST]);
  });

  it('creates the conversation first when there is none, then sends', async () => {
    const user = userEvent.setup();
    const api = serve({
      [LIST]: jsonResponse(200, []),
      [CREATE]: jsonResponse(201, conversation({ id: 'conv-new' })),
      'GET /api/agents/conversations/conv-new': jsonResponse(200, conversation({ id: 'conv-new' })),
      'POST /api/agents/conversations/conv-new/messages': jsonResponse(202, conversation({ id: 'conv-new', messages: [said('user', 'Hallo Coach')] })),
    });
    await openChat();
    await screen.findByRole('heading', { name: 'Noch keine Nachrichten' });

    await user.type(input(), 'Hallo Coach{Enter}');

    await waitFor(() => expect(api.count('POST /api/agents/conversations/conv-new/messages')).toBe(1));
    const writes = api.calls.filter((call) => call.key.startsWith('POST'));
    expect(writes.map((call) => call.key)).toEqual([CREATE, 'POST /api/agents/conversations/conv-new/messages']);
    expect(writes[0].body).toEqual({
      agent_name: 'training_coach',
      metadata: { name: 'Training Chat', type: 'training_advice' },
    });
    expect(await within(log()).findByText('Hallo Coach')).toBeTruthy();
  });

  it('sends nothing when the conversation cannot be created, and keeps the text', async () => {
    const user = userEvent.setup();
    const api = serve({
      [LIST]: jsonResponse(200, []),
      [CREATE]: jsonResponse(500, { message: 'Internal server error' }),
    });
    await openChat();
    await screen.findByRole('heading', { name: 'Noch keine Nachrichten' });

    await user.type(input(), 'Hallo Coach{Enter}');

    expect(await screen.findByRole('alert')).toHaveProperty('textContent', 'Deine Nachricht konnte nicht gesendet werden. Bitte versuche es erneut.');
    expect(input().value).toBe('Hallo Coach');
    expect(api.keys().filter((key) => key.endsWith('/messages'))).toEqual([]);
  });

  it('restores the typed text and shows the server message when rate-limited', async () => {
    const user = userEvent.setup();
    serve({
      [LIST]: jsonResponse(200, [conversation()]),
      'GET /api/agents/conversations/conv-1': jsonResponse(200, conversation()),
      'POST /api/agents/conversations/conv-1/messages': jsonResponse(429, {
        message: 'Du hast gerade viele Fragen gestellt. Bitte warte kurz.',
        error: 'Too Many Requests',
      }),
    });
    await openChat();
    await screen.findByRole('heading', { name: 'Noch keine Nachrichten' });

    await user.type(input(), 'Noch eine Frage{Shift>}{Enter}{/Shift}mit zwei Zeilen {Enter}');

    expect((await screen.findByRole('alert')).textContent).toBe('Du hast gerade viele Fragen gestellt. Bitte warte kurz.');
    expect(input().value).toBe('Noch eine Frage\nmit zwei Zeilen ');
    expect(input().disabled).toBe(false);
    expect(within(log()).queryByText(/Noch eine Frage/)).toBeNull();
  });

  it('disables input and button while sending', async () => {
    const user = userEvent.setup();
    let answer: (response: FakeResponse) => void = () => {};
    serve({
      [LIST]: jsonResponse(200, [conversation()]),
      'GET /api/agents/conversations/conv-1': jsonResponse(200, conversation()),
      'POST /api/agents/conversations/conv-1/messages': () => new Promise<FakeResponse>((resolve) => (answer = resolve)),
    });
    await openChat();
    await screen.findByRole('heading', { name: 'Noch keine Nachrichten' });

    await user.type(input(), 'Hallo{Enter}');
    await waitFor(() => expect(input().disabled).toBe(true));
    expect(sendButton().disabled).toBe(true);
    expect(within(log()).getByText('Hallo')).toBeTruthy();
    expect(within(log()).getByText('Coach schreibt …')).toBeTruthy();

    await act(async () => answer(jsonResponse(202, conversation({ messages: [said('user', 'Hallo')] }))));
    await waitFor(() => expect(input().disabled).toBe(false));
  });

  it('shows the typing indicator and polls until the reply arrives, then stops', async () => {
    const user = userEvent.setup();
    const thinking = conversation({
      messages: [said('user', 'Wie viele Sätze?')],
      status: 'thinking',
      pending_job_id: 'job-1',
    });
    const answered = conversation({
      messages: [said('user', 'Wie viele Sätze?'), said('assistant', 'Für Muskelaufbau: **3–4 Sätze** mit 8–12 Wdh.')],
    });
    let polls = 0;
    const api = serve({
      [LIST]: jsonResponse(200, [conversation()]),
      'GET /api/agents/conversations/conv-1': () => {
        polls += 1;
        // First the page load, then one poll that is still thinking, then the answer.
        return jsonResponse(200, polls === 1 ? conversation() : polls === 2 ? thinking : answered);
      },
      'POST /api/agents/conversations/conv-1/messages': jsonResponse(202, thinking),
      'GET /api/jobs/job-1': jsonResponse(200, { id: 'job-1', queue: 'coach-chat', state: 'active', progress: 0 }),
    });
    await openChat();
    await screen.findByRole('heading', { name: 'Noch keine Nachrichten' });

    await user.type(input(), 'Wie viele Sätze?{Enter}');
    expect(await within(log()).findByText('Coach schreibt …')).toBeTruthy();
    expect(sendButton().disabled).toBe(true);

    expect((await within(log()).findByText('3–4 Sätze')).tagName).toBe('STRONG');
    expect(within(log()).queryByText('Coach schreibt …')).toBeNull();
    const pollsWhenAnswered = api.count('GET /api/agents/conversations/conv-1');
    await act(() => new Promise((resolve) => setTimeout(resolve, 1300)));
    expect(api.count('GET /api/agents/conversations/conv-1')).toBe(pollsWhenAnswered);
  });

  it('shows the reply as it is written when the server pushes it, without polling', async () => {
    const user = userEvent.setup();
    const sources = installFakeEventSource();
    try {
      const question = said('user', 'Wie viele Sätze?');
      const thinking = conversation({ messages: [question], status: 'thinking', pending_job_id: 'job-1' });
      const api = serve({
        [LIST]: jsonResponse(200, [conversation()]),
        'GET /api/agents/conversations/conv-1': jsonResponse(200, conversation()),
        'POST /api/agents/conversations/conv-1/messages': jsonResponse(202, thinking),
      });
      await openChat();
      await screen.findByRole('heading', { name: 'Noch keine Nachrichten' });
      const stream = sources.at(-1)!;
      expect(stream.url).toBe('/api/agents/conversations/conv-1/stream');
      act(() => stream.onopen?.());

      await user.type(input(), 'Wie viele Sätze?{Enter}');
      await within(log()).findByText('Coach schreibt …');
      stream.emit('reply', { in_reply_to: question.id, content: 'Für Muskelaufbau' });
      expect(await within(log()).findByText('Für Muskelaufbau')).toBeTruthy();
      stream.emit('reply', { in_reply_to: question.id, content: 'Für Muskelaufbau: **3–4 Sätze**' });
      expect((await within(log()).findByText('3–4 Sätze')).tagName).toBe('STRONG');
      expect(log().querySelector('.chat-msg.is-writing')).not.toBeNull();

      stream.emit('conversation', conversation({ messages: [question, said('assistant', 'Für Muskelaufbau: **3–4 Sätze** mit 8–12 Wdh.')] }));
      expect(await within(log()).findByText(/mit 8–12 Wdh\./)).toBeTruthy();
      expect(log().querySelector('.chat-msg.is-writing')).toBeNull();
      expect(sendButton().disabled).toBe(true);
      await user.type(input(), 'Danke');
      expect(sendButton().disabled).toBe(false);
      // Pushed, not polled: no job polls and no conversation poll after the page load.
      expect(api.count('GET /api/jobs/job-1')).toBe(0);
      expect(api.count('GET /api/agents/conversations/conv-1')).toBe(1);
    } finally {
      Reflect.deleteProperty(window, 'EventSource');
    }
  });

  it('keeps a pushed reply when the answer to the POST that asked for it arrives later', async () => {
    const user = userEvent.setup();
    const sources = installFakeEventSource();
    try {
      const question = said('user', 'Hallo', '2026-11-20T10:00:01.000Z');
      const thinking = conversation({ messages: [question], status: 'thinking', pending_job_id: 'job-2', updated_date: '2026-11-20T10:00:01.000Z' });
      const answered = conversation({ messages: [question, said('assistant', 'Hallo! Ich bin dein Coach.')], updated_date: '2026-11-20T10:00:01.050Z' });
      let answerPost: (response: FakeResponse) => void = () => {};
      serve({
        [LIST]: jsonResponse(200, [conversation()]),
        'GET /api/agents/conversations/conv-1': jsonResponse(200, conversation()),
        'POST /api/agents/conversations/conv-1/messages': () => new Promise<FakeResponse>((resolve) => (answerPost = resolve)),
      });
      await openChat();
      await screen.findByRole('heading', { name: 'Noch keine Nachrichten' });
      act(() => sources.at(-1)!.onopen?.());
      await user.type(input(), 'Hallo{Enter}');
      sources.at(-1)!.emit('conversation', answered);
      await act(async () => answerPost(jsonResponse(202, thinking)));
      expect(await within(log()).findByText('Hallo! Ich bin dein Coach.')).toBeTruthy();
      expect(within(log()).queryByText('Coach schreibt …')).toBeNull();
    } finally {
      Reflect.deleteProperty(window, 'EventSource');
    }
  });

  it.each([
    [
      'fails',
      jsonResponse(200, { id: 'job-9', queue: 'coach-chat', state: 'failed', progress: 0, error: 'Zeitlimit überschritten.' }),
      'Zeitlimit überschritten.',
    ],
    ['is gone', jsonResponse(404, { message: 'Auftrag nicht gefunden' }), 'Der Coach konnte gerade nicht antworten. Bitte versuche es gleich noch einmal.'],
  ])('shows an error instead of typing when the reply job %s', async (_, jobAnswer, shown) => {
    const user = userEvent.setup();
    const thinking = conversation({ messages: [said('user', 'Hallo')], status: 'thinking', pending_job_id: 'job-9' });
    serve({
      [LIST]: jsonResponse(200, [conversation()]),
      'GET /api/agents/conversations/conv-1': jsonResponse(200, thinking),
      'POST /api/agents/conversations/conv-1/messages': jsonResponse(202, thinking),
      'GET /api/jobs/job-9': jobAnswer,
    });
    await openChat();

    await user.type(input(), 'Hallo{Enter}');
    expect((await screen.findByRole('alert')).textContent).toBe(shown);
    expect(within(log()).queryByText('Coach schreibt …')).toBeNull();
    // The user may ask again.
    await user.type(input(), 'Nochmal');
    expect(sendButton().disabled).toBe(false);
  });

  it('shows why a reply failed when the conversation says so', async () => {
    serve({
      [LIST]: jsonResponse(200, [conversation({ messages: [said('user', 'Hallo')], status: 'failed', error: 'Der KI-Dienst ist gerade ausgelastet.' })]),
      'GET /api/agents/conversations/conv-1': jsonResponse(
        200,
        conversation({ messages: [said('user', 'Hallo')], status: 'failed', error: 'Der KI-Dienst ist gerade ausgelastet.' }),
      ),
    });
    await openChat();
    expect((await screen.findByRole('alert')).textContent).toBe('Der KI-Dienst ist gerade ausgelastet.');
    expect(within(log()).queryByText('Coach schreibt …')).toBeNull();
  });

  it('starts a new chat and reopens an older one from the history', async () => {
    const user = userEvent.setup();
    const newest = conversation({ id: 'conv-2', messages: [said('user', 'Neueste Frage'), said('assistant', 'Neueste Antwort')] });
    const older = conversation({
      id: 'conv-1',
      messages: [said('user', 'Ältere Frage'), said('assistant', 'Ältere Antwort')],
      updated_date: '2026-11-18T09:00:00.000Z',
    });
    serve({
      [LIST]: jsonResponse(200, [newest, older]),
      'GET /api/agents/conversations/conv-2': jsonResponse(200, newest),
      'GET /api/agents/conversations/conv-1': jsonResponse(200, older),
    });
    await openChat();
    expect(await within(log()).findByText('Neueste Antwort')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Neuer Chat' }));
    expect(await screen.findByRole('heading', { name: 'Noch keine Nachrichten' })).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Chatverlauf' }));
    const sheet = screen.getByRole('dialog', { name: 'Chatverlauf' });
    const items = within(sheet).getAllByRole('button', { name: /Frage/ });
    expect(items.map((item) => item.textContent)).toEqual([expect.stringContaining('Neueste Frage'), expect.stringContaining('Ältere Frage')]);
    await user.click(within(sheet).getByRole('button', { name: /Ältere Frage/ }));

    expect(screen.queryByRole('dialog')).toBeNull();
    expect(await within(log()).findByText('Ältere Antwort')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Chatverlauf' }));
    expect(
      within(screen.getByRole('dialog'))
        .getByRole('button', { name: /Ältere Frage/ })
        .getAttribute('aria-current'),
    ).toBe('true');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('sends a suggested question from the empty state', async () => {
    const user = userEvent.setup();
    const api = serve({
      [LIST]: jsonResponse(200, []),
      [CREATE]: jsonResponse(201, conversation()),
      'GET /api/agents/conversations/conv-1': jsonResponse(200, conversation()),
      'POST /api/agents/conversations/conv-1/messages': (body) => jsonResponse(202, conversation({ messages: [said('user', String(body?.content))] })),
    });
    await openChat();
    await user.click(await screen.findByRole('button', { name: 'Wie oft sollte ich pro Woche trainieren?' }));

    await waitFor(() => expect(api.count('POST /api/agents/conversations/conv-1/messages')).toBe(1));
    const sent = api.calls.find((call) => call.key === 'POST /api/agents/conversations/conv-1/messages');
    expect(sent?.body?.content).toBe('Wie oft sollte ich pro Woche trainieren?');
  });
});
