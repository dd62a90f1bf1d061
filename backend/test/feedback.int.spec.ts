import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { signIn } from './support/training.js';
import type { SignedIn } from './support/training.js';
import type { TestApp } from './support/test-app.js';
import { startTestApp } from './support/test-app.js';

describe('feedback over HTTP: anyone sends, admins triage', () => {
  let testApp: TestApp;
  let lena: SignedIn;
  let admin: SignedIn;

  beforeAll(async () => {
    testApp = await startTestApp({ ADMIN_EMAILS: 'chefin@example.com' });
    lena = await signIn(testApp, 'lena@example.com');
    admin = await signIn(testApp, 'chefin@example.com');
  });
  afterAll(() => testApp.close());

  const send = (who: SignedIn, body: object) => who.agent.post('/api/feedback').send(body);

  it('records feedback as new with the build the client sends, as an event on its own stream', async () => {
    const sent = await send(lena, {
      user_email: 'lena@example.com',
      message: '  Der Timer springt zurück.  ',
      image_url: '',
      status: 'new',
      build_version: '1.0.8',
    });
    expect(sent.status).toBe(201);
    expect(sent.body).toEqual({
      id: expect.any(String),
      user_email: 'lena@example.com',
      message: 'Der Timer springt zurück.',
      image_url: '',
      status: 'new',
      build_version: '1.0.8',
      created_date: expect.any(String),
      updated_date: expect.any(String),
    });
    const { rows } = await testApp.database.db.query('SELECT type, metadata FROM events WHERE stream_id = $1', [`feedback-${sent.body.id}`]);
    expect(rows).toEqual([{ type: 'FeedbackSubmitted', metadata: expect.objectContaining({ userId: lena.id }) }]);
  });

  it('accepts a screenshot the user uploaded, and nothing else', async () => {
    const own = `/api/files/${lena.id}/${randomUUID()}.png`;
    expect((await send(lena, { message: 'Mit Bild', image_url: own })).body.image_url).toBe(own);
    for (const foreign of [`/api/files/${admin.id}/${randomUUID()}.png`, 'https://tracker.example.com/pixel.png', 'javascript:alert(1)', '/api/files/../etc']) {
      const refused = await send(lena, { message: 'Fremdes Bild', image_url: foreign });
      expect(refused.status).toBe(400);
      expect(refused.body.message).toBe('Der Screenshot muss eine deiner eigenen hochgeladenen Dateien sein.');
    }
  });

  it.each([
    [{ message: '   ' }, 'Bitte gib eine Nachricht ein.'],
    [{}, 'Bitte gib eine Nachricht ein.'],
    [{ message: 'x'.repeat(5001) }, 'Die Nachricht darf höchstens 5000 Zeichen lang sein.'],
    [{ message: 'Status?', status: 'resolved' }, 'Neues Feedback hat den Status "new".'],
    [{ message: 'Als wer?', user_email: 'chefin@example.com' }, 'Feedback wird unter deiner eigenen Adresse gesendet.'],
  ])('refuses %j with 400', async (body, message) => {
    const refused = await send(lena, body);
    expect(refused.status).toBe(400);
    expect(refused.body.message).toContain(message);
  });

  it('lists and triages only for admins: a plain user gets 403 and changes nothing', async () => {
    const { body: feedback } = await send(lena, { message: 'Nur für Admins sichtbar' });
    expect((await lena.agent.get('/api/feedback?sort=-created_date')).status).toBe(403);
    expect((await lena.agent.get('/api/feedback')).body).toEqual({ message: 'Keine Berechtigung', error: 'Forbidden', code: 'request.forbidden' });
    expect((await lena.agent.put(`/api/feedback?id=${feedback.id}&status=resolved`)).status).toBe(403);
    expect((await request(testApp.url).get('/api/feedback')).status).toBe(401);
    const listed = await admin.agent.get('/api/feedback?sort=-created_date');
    expect(listed.body.find((item: { id: string }) => item.id === feedback.id).status).toBe('new');
  });

  it('lists everyone’s feedback newest first (or oldest first), for admins', async () => {
    await send(admin, { message: 'Vom Admin selbst' });
    const newest = (await admin.agent.get('/api/feedback?sort=-created_date')).body as { created_date: string; message: string }[];
    expect(newest[0]!.message).toBe('Vom Admin selbst');
    expect(newest.map((item) => item.created_date)).toEqual([...newest.map((item) => item.created_date)].sort().reverse());
    const oldest = (await admin.agent.get('/api/feedback?sort=created_date')).body as { id: string }[];
    expect(oldest.map((item) => item.id)).toEqual([...newest].reverse().map((item) => (item as unknown as { id: string }).id));
    expect((await admin.agent.get('/api/feedback?sort=message')).status).toBe(400);
  });

  it('lets an admin set any status in any order, each change an event named by the admin', async () => {
    const { body: feedback } = await send(lena, { message: 'Bitte prüfen' });
    for (const status of ['resolved', 'new', 'in_progress', 'resolved']) {
      const changed = await admin.agent.put(`/api/feedback?id=${feedback.id}&status=${status}`);
      expect(changed.status).toBe(200);
      expect(changed.body).toMatchObject({ id: feedback.id, status, message: 'Bitte prüfen' });
    }
    expect((await admin.agent.put(`/api/feedback?id=${feedback.id}&status=resolved`)).status).toBe(200); // the same again: no event
    const { rows } = await testApp.database.db.query('SELECT type, data, metadata FROM events WHERE stream_id = $1 ORDER BY stream_version', [
      `feedback-${feedback.id}`,
    ]);
    expect(rows.map((row) => row.data.status ?? 'new')).toEqual(['new', 'resolved', 'new', 'in_progress', 'resolved']);
    expect(rows.slice(1).every((row) => row.metadata.userId === admin.id)).toBe(true);
  });

  it('answers an unknown id 404 and a bad status 400', async () => {
    expect((await admin.agent.put(`/api/feedback?id=${randomUUID()}&status=resolved`)).status).toBe(404);
    expect((await admin.agent.put(`/api/feedback?id=nicht-da&status=resolved`)).status).toBe(400);
    const { body: feedback } = await send(lena, { message: 'Status-Test' });
    const bad = await admin.agent.put(`/api/feedback?id=${feedback.id}&status=done`);
    expect(bad.status).toBe(400);
    expect(bad.body.message).toContain('new, in_progress, resolved');
  });
});
