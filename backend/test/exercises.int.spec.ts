import request from 'supertest';
import type { SignedIn } from './support/training.js';
import { signIn } from './support/training.js';
import type { TestApp } from './support/test-app.js';
import { startTestApp } from './support/test-app.js';

describe('the exercise catalogue over HTTP', () => {
  let testApp: TestApp;
  let lena: SignedIn;

  beforeAll(async () => {
    testApp = await startTestApp();
    lena = await signIn(testApp, 'lena@example.com', 'Lena');
  });
  afterAll(() => testApp.close());

  const search = (query: Record<string, string>) => lena.agent.get('/api/exercises').query(query);
  const firstFor = async (text: string) => {
    const response = await search({ search: text });
    expect(response.status).toBe(200);
    return response.body[0];
  };

  it('requires a session', async () => {
    expect((await request(testApp.url).get('/api/exercises?search=kniebeu')).status).toBe(401);
  });

  it('finds the usual entry first for a beginning, an English name, a verb form and a typo', async () => {
    expect(await firstFor('kniebeu')).toMatchObject({ id: 'back-squat', name: 'Kniebeugen', en: 'Back Squat', categories: ['Beine'] });
    expect((await firstFor('squat')).id).toBe('back-squat');
    expect((await firstFor('latzieh')).id).toBe('lat-pulldown');
    expect((await firstFor('Bankdrüken')).id).toBe('bench-press');
    expect((await firstFor('KREUZHBEEN')).id).toBe('deadlift');
  });

  it('answers each entry with its names, spellings, categories and equipment, best match first', async () => {
    const response = await search({ search: 'kniebeu', limit: '5' });
    expect(response.body).toHaveLength(5);
    expect(response.body[0]).toEqual({
      id: 'back-squat',
      name: 'Kniebeugen',
      en: 'Back Squat',
      aliases: expect.arrayContaining(['Kniebeuge', 'Squat', 'Squats']),
      categories: ['Beine'],
      equipment: ['barbell'],
      score: expect.any(Number),
    });
    const scores = response.body.map((entry: { score: number }) => entry.score);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
  });

  it('answers the first entries without a search and nothing for a name it does not know', async () => {
    expect((await search({ limit: '3' })).body.map((entry: { id: string }) => entry.id)).toEqual([
      'bench-press',
      'dumbbell-bench-press',
      'incline-bench-press',
    ]);
    expect((await search({ search: 'qqqxxyz' })).body).toEqual([]);
  });

  it('names every movement in German and English, for the English interface', async () => {
    expect((await request(testApp.url).get('/api/exercises/names')).status).toBe(401);
    const response = await lena.agent.get('/api/exercises/names');
    expect(response.status).toBe(200);
    expect(response.body).toContainEqual({ name: 'Kniebeugen', en: 'Back Squat' });
    expect(response.body).toContainEqual({ name: 'Bankdrücken', en: 'Bench Press' });
    expect(response.body.length).toBeGreaterThan(150);
  });

  it('refuses bad parameters with 400 and a German message naming them', async () => {
    const tooLong = await search({ search: 'x'.repeat(101) });
    expect(tooLong.status).toBe(400);
    expect(tooLong.body).toMatchObject({ error: 'Bad Request', message: expect.stringContaining('search'), details: expect.anything() });
    const badLimit = await search({ search: 'curl', limit: '0' });
    expect(badLimit.status).toBe(400);
    expect(badLimit.body.message).toContain('limit');
    const unknown = await search({ q: 'curl' });
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toContain('q');
    const twice = await lena.agent.get('/api/exercises?search=a&search=b');
    expect(twice.status).toBe(400);
  });
});
