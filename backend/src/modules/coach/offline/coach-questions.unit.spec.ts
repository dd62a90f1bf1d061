import { readFileSync } from 'node:fs';
import type { FactsInput } from '../training-facts.js';
import { buildTrainingFacts } from '../training-facts.js';
import { answerQuestion } from './chat-coach.js';
import type { Turn } from './understanding/understand.js';

interface PublicQuestion {
  ask: string;
  user?: string;
  history?: string[];
  mustContain?: string[];
  mustContainOneOf?: string[][];
  mustNotContain?: string[];
}

const fixture = JSON.parse(readFileSync(new URL('../../../../test/fixtures/coach-questions.json', import.meta.url), 'utf8')) as {
  users: Record<string, FactsInput>;
  questions: PublicQuestion[];
};

/** What the answer lacks, by the question's own rules; empty when it was answered well. */
function shortcomings(question: PublicQuestion, answer: string): string[] {
  return [
    ...(question.mustContain ?? []).filter((text) => !answer.includes(text)).map((text) => `lacks “${text}”`),
    ...(question.mustContainOneOf ?? []).filter((group) => !group.some((text) => answer.includes(text))).map((group) => `lacks one of ${group.join(' | ')}`),
    ...(question.mustNotContain ?? []).filter((text) => answer.includes(text)).map((text) => `contains “${text}”`),
  ];
}

describe('the public test set of lifter questions (backend/test/fixtures/coach-questions.json)', () => {
  it('has at least 60 questions, each with what a good answer must contain', () => {
    expect(fixture.questions.length).toBeGreaterThanOrEqual(60);
    for (const question of fixture.questions) expect((question.mustContain ?? []).length + (question.mustContainOneOf ?? []).length).toBeGreaterThan(0);
  });

  it('is answered well by the offline coach at 95 % or more', async () => {
    const failures: string[] = [];
    for (const question of fixture.questions) {
      const facts = buildTrainingFacts(fixture.users[question.user ?? 'lena']!);
      const history: Turn[] = [];
      for (const earlier of question.history ?? []) {
        history.push({ role: 'user', content: earlier }, { role: 'assistant', content: await answerQuestion(earlier, facts, history) });
      }
      const answer = await answerQuestion(question.ask, facts, history);
      const missing = shortcomings(question, answer);
      if (missing.length > 0) failures.push(`✗ ${question.ask}: ${missing.join('; ')}\n    ${answer.slice(0, 300).replace(/\n/g, '\n    ')}`);
    }
    const share = (fixture.questions.length - failures.length) / fixture.questions.length;
    console.log(
      `Offline coach: ${fixture.questions.length - failures.length} of ${fixture.questions.length} public questions answered well (${(share * 100).toFixed(1)} %)\n${failures.join('\n')}`,
    );
    expect(share).toBeGreaterThanOrEqual(0.95);
  });
});
