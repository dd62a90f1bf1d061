import { randomUUID } from 'node:crypto';
import { CommandRunner } from '../src/event-store/command-runner.js';
import type { RecordedEvent } from '../src/event-store/event.js';
import { EventStore } from '../src/event-store/event-store.js';
import { RecordCoachReplyCommand, RecordCoachReplyHandler } from '../src/modules/agents/commands/record-coach-reply.command.js';
import { conversationDecider } from '../src/modules/agents/conversations.decider.js';
import { conversationStream } from '../src/modules/agents/conversations.events.js';
import { CoachQuestionsQuery } from '../src/modules/agents/queries/coach-questions.query.js';
import { ConversationsReader } from '../src/modules/agents/queries/conversations.reader.js';
import { allReadModels } from '../src/app/read-models.js';
import { LiveRunner } from '../src/projections/live-runner.js';
import type { TestDatabase } from './support/test-database.js';
import { createTestDatabase } from './support/test-database.js';

/**
 * The worker records the replies of the coach jobs it runs at once in one transaction (group
 * commit) and reads their conversations in one round trip. These run the real handler and query
 * on real Postgres, with the jobs' calls arriving together as they do in a busy worker.
 */
describe('coach replies recorded together (group commit)', () => {
  let database: TestDatabase;
  const store = new EventStore();
  const committed: RecordedEvent[][] = [];
  let runner: CommandRunner;
  let replies: RecordCoachReplyHandler;
  let questions: CoachQuestionsQuery;

  beforeAll(async () => {
    database = await createTestDatabase();
    runner = new CommandRunner(database.db, store, new LiveRunner(allReadModels), (events) => committed.push([...events]));
    replies = new RecordCoachReplyHandler(runner);
    questions = new CoachQuestionsQuery(new ConversationsReader(database.db), store, database.db);
  });
  afterAll(() => database.drop());

  /** A conversation with one question waiting for its reply, as the api leaves it. */
  async function askedQuestion(userId = randomUUID()) {
    const conversationId = randomUUID();
    const messageId = randomUUID();
    const now = new Date();
    await runner.run({ userId }, async (session) => {
      await session.handle(conversationStream(conversationId), conversationDecider, {
        type: 'StartConversation',
        data: { conversationId, userId, agentName: 'training_coach', metadata: { name: 'Training Chat', type: 'training_advice' }, now },
      });
      await session.handle(conversationStream(conversationId), conversationDecider, {
        type: 'PostUserMessage',
        data: { conversationId, userId, messageId, content: `Frage ${conversationId}`, jobId: `chat.${conversationId}.${messageId}`, now },
      });
    });
    return { userId, conversationId, messageId, jobId: `chat.${conversationId}.${messageId}` };
  }

  /** What the job does once the model answered: read the question (before the call), record the reply. */
  async function replyCommand(asked: Awaited<ReturnType<typeof askedQuestion>>, content = `Antwort für ${asked.conversationId}`) {
    const question = await questions.pending({ ownerId: asked.userId, conversationId: asked.conversationId, messageId: asked.messageId });
    if (!question) throw new Error('nothing to answer');
    const metadata = { userId: asked.userId, requestId: asked.jobId, causationId: asked.jobId };
    return new RecordCoachReplyCommand(asked.conversationId, asked.messageId, randomUUID(), content, 'offline', [], metadata, new Date(), question.readAt);
  }

  async function repliesIn(conversationId: string) {
    const { rows } = await database.db.query<{ data: { content: string }; metadata: { requestId: string }; transaction_id: string }>(
      `SELECT data, metadata, transaction_id::text FROM events WHERE stream_id = $1 AND type = 'CoachReplied'`,
      [conversationStream(conversationId)],
    );
    return rows;
  }

  const statusOf = async (conversationId: string) =>
    (await database.db.query<{ status: string }>('SELECT status FROM conversations WHERE id = $1', [conversationId])).rows[0]!.status;

  it('records the replies of jobs that finish together in one transaction, each with its own job’s metadata', async () => {
    const asked = await Promise.all(Array.from({ length: 5 }, () => askedQuestion()));
    const commands = await Promise.all(asked.map((one) => replyCommand(one)));
    committed.length = 0;

    const outcomes = await Promise.all(commands.map((command) => replies.execute(command)));

    expect(outcomes).toEqual(asked.map(() => ({ recorded: true })));
    const recorded = await Promise.all(asked.map((one) => repliesIn(one.conversationId)));
    for (const [index, rows] of recorded.entries()) {
      expect(rows).toHaveLength(1);
      expect(rows[0]!.metadata.requestId).toBe(asked[index]!.jobId);
    }
    expect(new Set(recorded.map((rows) => rows[0]!.transaction_id)).size).toBe(1);
    expect(await Promise.all(asked.map((one) => statusOf(one.conversationId)))).toEqual(asked.map(() => 'idle'));
    // The reactors hear of every reply once, after the commit.
    expect(committed.flat().filter((event) => event.type === 'CoachReplied')).toHaveLength(5);
  });

  it('records every other reply exactly once when one reply in the batch is refused', async () => {
    const asked = await Promise.all(Array.from({ length: 4 }, () => askedQuestion()));
    const commands = await Promise.all(asked.map((one, index) => replyCommand(one, index === 2 ? '   ' : undefined)));

    const outcomes = await Promise.allSettled(commands.map((command) => replies.execute(command)));

    expect(outcomes.map((outcome) => outcome.status)).toEqual(['fulfilled', 'fulfilled', 'rejected', 'fulfilled']);
    expect((outcomes[2] as PromiseRejectedResult).reason).toMatchObject({ name: 'DomainError', message: 'conversation.empty_reply' });
    const counts = await Promise.all(asked.map(async (one) => (await repliesIn(one.conversationId)).length));
    expect(counts).toEqual([1, 1, 0, 1]);
    expect(await statusOf(asked[2]!.conversationId)).toBe('thinking');
  });

  it('records one reply when two runs of the same job finish in one batch, and the others’ as usual', async () => {
    const [twice, other] = await Promise.all([askedQuestion(), askedQuestion()]);
    const commands = await Promise.all([replyCommand(twice!), replyCommand(twice!), replyCommand(other!)]);

    const outcomes = await Promise.all(commands.map((command) => replies.execute(command)));

    expect(outcomes.map((outcome) => outcome.recorded).sort()).toEqual([false, true, true]);
    expect(await repliesIn(twice!.conversationId)).toHaveLength(1);
    expect(await repliesIn(other!.conversationId)).toHaveLength(1);
  });

  it('records a reply on fresh state when its conversation moved on after the job read it', async () => {
    const [moved, other] = await Promise.all([askedQuestion(), askedQuestion()]);
    const stale = await replyCommand(moved!);
    // Another run of the same job recorded its reply meanwhile.
    expect(await replies.execute(await replyCommand(moved!))).toEqual({ recorded: true });

    const outcomes = await Promise.all([replies.execute(stale), replies.execute(await replyCommand(other!))]);

    expect(outcomes).toEqual([{ recorded: false }, { recorded: true }]);
    expect(await repliesIn(moved!.conversationId)).toHaveLength(1);
    expect(await repliesIn(other!.conversationId)).toHaveLength(1);
  });

  it('reads each job’s question for its own user only, and from the events once the message is no longer the pending one', async () => {
    const asked = await askedQuestion();
    const someoneElse = { ownerId: randomUUID(), conversationId: asked.conversationId, messageId: asked.messageId };
    const [own, foreign] = await Promise.all([
      questions.pending({ ownerId: asked.userId, conversationId: asked.conversationId, messageId: asked.messageId }),
      questions.pending(someoneElse),
    ]);
    expect(own).toMatchObject({ content: `Frage ${asked.conversationId}`, history: [] });
    expect(foreign).toBeNull();

    await replies.execute(await replyCommand(asked));
    expect(await questions.pending({ ownerId: asked.userId, conversationId: asked.conversationId, messageId: asked.messageId })).toBeNull();
  });

  it('answers an older question still waiting behind a newer one, read from the events', async () => {
    const older = await askedQuestion();
    const newerId = randomUUID();
    // Over two minutes later a pending reply no longer blocks the next message.
    await runner.run({ userId: older.userId }, (session) =>
      session.handle(conversationStream(older.conversationId), conversationDecider, {
        type: 'PostUserMessage',
        data: {
          conversationId: older.conversationId,
          userId: older.userId,
          messageId: newerId,
          content: 'Noch da?',
          jobId: `chat.${older.conversationId}.${newerId}`,
          now: new Date(Date.now() + 121_000),
        },
      }),
    );

    const command = await replyCommand(older);
    expect(command.readAt.version).toBe(3);
    expect(await replies.execute(command)).toEqual({ recorded: true });
    expect(await repliesIn(older.conversationId)).toHaveLength(1);
    // The newer question still waits for its own reply.
    expect(await statusOf(older.conversationId)).toBe('thinking');
  });
});
