import { JobHandlers } from '../src/modules/jobs/index.js';
import { AGENT_NAMES, AGENTS } from '../src/modules/agents/agents.js';
import type { TestApp } from './support/test-app.js';
import { startTestApp } from './support/test-app.js';
import type { Agent } from './support/training.js';
import { signIn } from './support/training.js';

/** Which messages are queued for an answer at all: no worker yet, or too many waiting, is a 4xx. */
describe('admission of messages to the AI (no worker runs here, so replies keep waiting)', () => {
  let testApp: TestApp;
  let users = 0;

  beforeAll(async () => {
    testApp = await startTestApp({ AI_JOBS_WAITING_PER_USER: '2' });
  });
  afterAll(() => testApp.close());

  const ask = async (agent: Agent, agentName: string, content = 'Hallo') => {
    const { id } = (await agent.post('/api/agents/conversations').send({ agent_name: agentName })).body;
    return { id, response: await agent.post(`/api/agents/conversations/${id}/messages`).send({ role: 'user', content }) };
  };

  it.each(AGENT_NAMES)('takes messages to %s only when some worker has a handler for its job', async (agentName) => {
    const { agent } = await signIn(testApp, `agent-${++users}@example.com`);
    const { id, response } = await ask(agent, agentName);
    if (testApp.app.get(JobHandlers).has(AGENTS[agentName].job)) {
      expect(response.status).toBe(202);
      return;
    }
    expect(response.status).toBe(400);
    expect(response.body).toEqual({
      message: 'Dieser Agent kann zurzeit keine Nachrichten beantworten.',
      error: 'Bad Request',
      code: 'conversation.agent_without_worker',
    });
    expect((await agent.get(`/api/agents/conversations/${id}`)).body).toMatchObject({ status: 'idle', messages: [] });
  });

  it('caps the replies one user may have waiting, over all conversations', async () => {
    const { agent } = await signIn(testApp, `busy-${++users}@example.com`);
    expect((await ask(agent, 'training_coach')).response.status).toBe(202);
    expect((await ask(agent, 'training_coach')).response.status).toBe(202);
    const { id, response } = await ask(agent, 'training_coach', 'Noch eine Frage');
    expect(response.status).toBe(409);
    expect(response.body).toEqual({
      message: 'Der Coach beantwortet gerade noch deine anderen Fragen. Bitte warte auf eine Antwort, bevor du eine weitere stellst.',
      error: 'Conflict',
      code: 'conversation.too_many_waiting',
    });
    expect((await agent.get(`/api/agents/conversations/${id}`)).body.messages).toEqual([]);

    const { agent: other } = await signIn(testApp, `calm-${++users}@example.com`);
    expect((await ask(other, 'training_coach')).response.status).toBe(202);
  });
});
