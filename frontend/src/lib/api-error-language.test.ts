import { setLanguage } from '../i18n';
import { jsonResponse, restoreFetch, stubFetch } from '../test/fetch-stub';
import { api, ApiError, NetworkError } from './api-client';

afterEach(async () => {
  restoreFetch();
  await setLanguage('de');
});

async function failureOf(answer: Parameters<typeof stubFetch>[0]): Promise<Error> {
  stubFetch(answer);
  try {
    await api.post('/api/machines', { body: { name: 'Bankdrücken' } });
  } catch (error) {
    return error as Error;
  }
  throw new Error('expected the request to fail');
}

const refusedReps = () =>
  jsonResponse(400, {
    message: 'Ungültige Eingabe bei "reps": Die Wiederholungen müssen eine ganze Zahl zwischen 1 und 1000 sein.',
    error: 'Bad Request',
    code: 'set.reps',
  });

describe('API errors in the interface language', () => {
  it('shows a refusal by its code: German in German, English in English', async () => {
    expect((await failureOf(refusedReps)).message).toBe('Die Wiederholungen müssen eine ganze Zahl zwischen 1 und 1000 sein.');
    await setLanguage('en');
    const refused = (await failureOf(refusedReps)) as ApiError;
    expect(refused.message).toBe('Reps must be a whole number between 1 and 1000.');
    expect(refused.code).toBe('set.reps');
  });

  it('fills the placeholders from the body, the wait of a 429 in its own words', async () => {
    const limitedFor = (seconds: number) => () =>
      jsonResponse(429, { message: '…', error: 'Too Many Requests', code: 'limit.writes', details: { retry_after_seconds: seconds } });
    expect((await failureOf(limitedFor(540))).message.split('\n\n')[0]).toBe(
      'Du hast in kurzer Zeit sehr viele Änderungen geschickt. Bitte warte etwa 9 Minuten und versuche es dann erneut.',
    );
    await setLanguage('en');
    const limited = await failureOf(() =>
      jsonResponse(429, {
        message: '…',
        error: 'Too Many Requests',
        code: 'limit.writes',
        params: { wait: '30 Sekunden' },
        details: { retry_after_seconds: 30 },
      }),
    );
    expect(limited.message.split('\n\n')[0]).toBe('You sent a lot of changes in a short time. Please wait 30 seconds and try again.');
  });

  it("falls back to the server's message for a code it does not know", async () => {
    await setLanguage('en');
    const unknown = await failureOf(() => jsonResponse(400, { message: 'Etwas ganz Neues.', error: 'Bad Request', code: 'set.something_new' }));
    expect(unknown.message).toBe('Etwas ganz Neues.');
  });

  it('says a failed connection in the interface language, not the browser\'s "Failed to fetch"', async () => {
    const offline = () => Promise.reject(new TypeError('Failed to fetch'));
    const german = await failureOf(offline);
    expect(german).toBeInstanceOf(NetworkError);
    expect(german.message).toBe('Keine Verbindung zum Server. Bitte prüfe deine Internetverbindung und versuche es erneut.');
    await setLanguage('en');
    expect((await failureOf(offline)).message).toBe('No connection to the server. Please check your internet connection and try again.');
  });
});
