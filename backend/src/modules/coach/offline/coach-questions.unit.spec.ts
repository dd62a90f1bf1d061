import { readFileSync } from 'node:fs';
import type { FactsInput } from '../training-facts.js';
import { buildTrainingFacts } from '../training-facts.js';
import { answerQuestion } from './chat-coach.js';
import type { Turn } from './understanding/understand.js';
import { jonasInput } from '../../../../test/fixtures/lifter-with-history.js';

interface TestQuestion {
  ask: string;
  /** What the question tests, in the harder set: range, memory, safety, topic, typo, english, uncertain. */
  kind?: string;
  user?: string;
  history?: string[];
  mustContain?: string[];
  mustContainOneOf?: string[][];
  mustNotContain?: string[];
}

interface QuestionSet {
  users: Record<string, FactsInput>;
  questions: TestQuestion[];
}

const questionSet = (name: string) => JSON.parse(readFileSync(new URL(`../../../../test/fixtures/${name}`, import.meta.url), 'utf8')) as QuestionSet;

/** What the answer lacks, by the question's own rules; empty when it was answered well. */
function shortcomings(question: TestQuestion, answer: string): string[] {
  return [
    ...(question.mustContain ?? []).filter((text) => !answer.includes(text)).map((text) => `lacks “${text}”`),
    ...(question.mustContainOneOf ?? []).filter((group) => !group.some((text) => answer.includes(text))).map((group) => `lacks one of ${group.join(' | ')}`),
    ...(question.mustNotContain ?? []).filter((text) => answer.includes(text)).map((text) => `contains “${text}”`),
  ];
}

/** Asks every question in its conversation (the coach's own replies put between the earlier questions); the failures, per kind. */
async function answerAll(set: QuestionSet, defaultUser: string): Promise<{ failures: string[]; perKind: Map<string, { right: number; total: number }> }> {
  const failures: string[] = [];
  const perKind = new Map<string, { right: number; total: number }>();
  // Built once per lifter: the facts of a lifter with months of history take a few milliseconds each time.
  const factsOf = new Map<string, ReturnType<typeof buildTrainingFacts>>();
  for (const question of set.questions) {
    const user = question.user ?? defaultUser;
    const facts = factsOf.get(user) ?? factsOf.set(user, buildTrainingFacts(set.users[user]!)).get(user)!;
    const history: Turn[] = [];
    for (const earlier of question.history ?? []) {
      history.push({ role: 'user', content: earlier }, { role: 'assistant', content: await answerQuestion(earlier, facts, history) });
    }
    const answer = await answerQuestion(question.ask, facts, history);
    const missing = shortcomings(question, answer);
    const tally = perKind.get(question.kind ?? 'all') ?? { right: 0, total: 0 };
    tally.total++;
    if (missing.length > 0) failures.push(`✗ ${question.ask}: ${missing.join('; ')}\n    ${answer.slice(0, 300).replace(/\n/g, '\n    ')}`);
    else tally.right++;
    perKind.set(question.kind ?? 'all', tally);
  }
  return { failures, perKind };
}

describe('the public test set of lifter questions (backend/test/fixtures/coach-questions.json)', () => {
  const fixture = questionSet('coach-questions.json');

  it('has at least 60 questions, each with what a good answer must contain', () => {
    expect(fixture.questions.length).toBeGreaterThanOrEqual(60);
    for (const question of fixture.questions) expect((question.mustContain ?? []).length + (question.mustContainOneOf ?? []).length).toBeGreaterThan(0);
  });

  it('is answered well by the offline coach, every question', async () => {
    const { failures } = await answerAll(fixture, 'lena');
    const share = (fixture.questions.length - failures.length) / fixture.questions.length;
    console.log(
      `Offline coach: ${fixture.questions.length - failures.length} of ${fixture.questions.length} public questions answered well (${(share * 100).toFixed(1)} %)\n${failures.join('\n')}`,
    );
    expect(failures).toEqual([]);
  });
});

describe('the harder questions of issue 32 (backend/test/fixtures/coach-questions-harder.json)', () => {
  const fixture = questionSet('coach-questions-harder.json');

  it('has German and English questions of every kind', () => {
    const kinds = new Set(fixture.questions.map((question) => question.kind));
    expect([...kinds].sort()).toEqual(['english', 'memory', 'range', 'safety', 'topic', 'typo', 'uncertain']);
    expect(fixture.questions.filter((question) => question.user === 'mia_en' || /\b(how|what|my|is)\b/i.test(question.ask)).length).toBeGreaterThanOrEqual(15);
  });

  it('is answered well by the offline coach, every question', async () => {
    const { failures, perKind } = await answerAll(fixture, 'mia');
    const share = (fixture.questions.length - failures.length) / fixture.questions.length;
    console.log(
      `Offline coach, harder questions: ${fixture.questions.length - failures.length} of ${fixture.questions.length} answered well (${(share * 100).toFixed(1)} %)\n` +
        [...perKind].map(([kind, { right, total }]) => `  ${kind.padEnd(10)} ${right}/${total}`).join('\n') +
        `\n${failures.join('\n')}`,
    );
    expect(failures).toEqual([]);
  });
});

describe('more lifter questions of issue 32 (backend/test/fixtures/coach-questions-more.json)', () => {
  const fixture = questionSet('coach-questions-more.json');

  it('brings the public questions to 250 or more, German and English, follow-ups among them', () => {
    const all = [questionSet('coach-questions.json'), questionSet('coach-questions-harder.json'), fixture].flatMap((set) => set.questions);
    expect(all.length).toBeGreaterThanOrEqual(250);
    expect(fixture.questions.filter((question) => (question.history ?? []).length > 0).length).toBeGreaterThanOrEqual(15);
    expect(
      fixture.questions.filter((question) => question.user === 'mia_en' || /\b(how|what|my|is|do|am)\b/i.test(question.ask)).length,
    ).toBeGreaterThanOrEqual(25);
  });

  it('is answered well by the offline coach, every question', async () => {
    const { failures, perKind } = await answerAll(fixture, 'mia');
    console.log(
      `Offline coach, more questions: ${fixture.questions.length - failures.length} of ${fixture.questions.length} answered well\n` +
        [...perKind].map(([kind, { right, total }]) => `  ${kind.padEnd(10)} ${right}/${total}`).join('\n') +
        `\n${failures.join('\n')}`,
    );
    expect(failures).toEqual([]);
  });
});

describe('the questions of issue 45 against a lifter with months of history and a plan (backend/test/fixtures/coach-questions-history.json)', () => {
  const fixture = { ...questionSet('coach-questions-history.json'), users: { jonas: jonasInput() } };

  it('has at least 200 questions of every kind, German and English, each checked for its numbers', () => {
    expect(fixture.questions.length).toBeGreaterThanOrEqual(200);
    const kinds = new Set(fixture.questions.map((question) => question.kind));
    for (const kind of ['account', 'last_time', 'last_session', 'range', 'english', 'two_parts', 'compare', 'correction', 'situation', 'knowledge', 'honest'])
      expect(kinds).toContain(kind);
    for (const question of fixture.questions) expect((question.mustContain ?? []).length + (question.mustContainOneOf ?? []).length).toBeGreaterThan(0);
  });

  it('is answered well by the offline coach, every question', async () => {
    const { failures, perKind } = await answerAll(fixture, 'jonas');
    console.log(
      `Offline coach, issue 45: ${fixture.questions.length - failures.length} of ${fixture.questions.length} answered well\n` +
        [...perKind].map(([kind, { right, total }]) => `  ${kind.padEnd(12)} ${right}/${total}`).join('\n') +
        `\n${failures.join('\n')}`,
    );
    expect(failures).toEqual([]);
  });
});
