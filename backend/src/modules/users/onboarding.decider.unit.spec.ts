import { fold } from '../../event-store/decider.js';
import type { OnboardingAnswers } from './onboarding.events.js';
import type { UserCommand } from './users.decider.js';
import { userDecider } from './users.decider.js';
import type { UserEvent, UserState } from './users.events.js';

const userId = 'u-1';
const t0 = new Date('2026-11-23T10:00:00Z');
const seconds = (n: number) => new Date(t0.getTime() + n * 1000);
const registered: UserEvent = {
  type: 'UserRegistered',
  data: { userId, email: 'lena@example.com', fullName: 'Lena Berg', picture: null, registeredAt: t0.toISOString() },
};
const answers: OnboardingAnswers = {
  display_name: '  Lena ',
  training_frequency: '4',
  fitness_goal: 'strength',
  training_experience: 'intermediate',
  body_weight: 68.25,
  focus_areas: ['Beine', 'Brust', 'Beine'],
};

const given = (events: UserEvent[]): UserState => fold(userDecider, events);
/** Decides and folds in what was decided, as the command runner does. */
function run(events: UserEvent[], command: UserCommand): UserEvent[] {
  return [...events, ...userDecider.decide(command, given(events))];
}
const complete = (now = t0, overrides: Partial<OnboardingAnswers> = {}): UserCommand => ({
  type: 'CompleteOnboarding',
  data: { userId, answers: { ...answers, ...overrides }, now },
});
const start = (conversationId: string, now: Date): UserCommand => ({ type: 'StartPlanGeneration', data: { userId, conversationId, timeoutMs: 60_000, now } });
const completeGeneration = (conversationId: string, now: Date): UserCommand => ({
  type: 'CompletePlanGeneration',
  data: { userId, conversationId, planId: 'plan-1', now },
});
const fail = (conversationId: string | null, now: Date, onlyWhenOverdue = false): UserCommand => ({
  type: 'FailPlanGeneration',
  data: { userId, conversationId, error: 'No valid JSON in response', onlyWhenOverdue, now },
});
const onboarded = () => run([registered], complete());

describe('onboarding on the user stream', () => {
  it('records the answers trimmed, focus areas once each in the spec order, and sets the generation pending', () => {
    const events = onboarded();
    expect(events.at(-1)).toEqual({
      type: 'OnboardingCompleted',
      data: {
        userId,
        answers: { ...answers, display_name: 'Lena', body_weight: 68.3, focus_areas: ['Brust', 'Beine'] },
        at: t0.toISOString(),
      },
    });
    const state = given(events);
    expect(state.profile).toMatchObject({ onboarding_completed: true, display_name: 'Lena', training_frequency: '4' });
    expect(state.planGeneration.status).toBe('pending');
  });

  it('records a second "Fertig" with the same answers once, with other answers again', () => {
    const events = onboarded();
    expect(userDecider.decide(complete(seconds(1)), given(events))).toEqual([]);
    expect(userDecider.decide(complete(seconds(1), { training_frequency: '2' }), given(events))).toHaveLength(1);
  });

  it.each([
    [{ display_name: '   ' }, 'user.name_required'],
    [{ training_frequency: '8' }, 'onboarding.frequency'],
    [{ fitness_goal: 'fame' }, 'onboarding.goal'],
    [{ training_experience: 'guru' }, 'onboarding.experience'],
    [{ body_weight: -1 }, 'onboarding.body_weight'],
    [{ body_weight: Number.NaN }, 'onboarding.body_weight'],
    [{ focus_areas: ['Nacken'] }, 'onboarding.focus_areas'],
  ] as [Partial<OnboardingAnswers>, string][])('refuses %j with %s', (overrides, code) => {
    expect(() => userDecider.decide(complete(t0, overrides), given([registered]))).toThrow(code);
  });

  it('accepts no focus areas (step 6 is always valid)', () => {
    expect(userDecider.decide(complete(t0, { focus_areas: [] }), given([registered]))).toHaveLength(1);
  });

  it('restarts by clearing the answers, and the selected plan only when asked to', () => {
    const selected: UserEvent = { type: 'ProfileUpdated', data: { userId, changes: { selected_training_plan_id: 'plan-9' }, at: t0.toISOString() } };
    const base = [...onboarded(), selected];
    const fromProfile = given(run(base, { type: 'RestartOnboarding', data: { userId, clearSelectedPlan: false, now: seconds(5) } }));
    expect(fromProfile.profile).toMatchObject({
      onboarding_completed: false,
      display_name: null,
      training_frequency: null,
      fitness_goal: null,
      training_experience: null,
      body_weight: null,
      focus_areas: [],
      selected_training_plan_id: 'plan-9',
    });
    const fromPlanScreen = given(run(base, { type: 'RestartOnboarding', data: { userId, clearSelectedPlan: true, now: seconds(5) } }));
    expect(fromPlanScreen.profile.selected_training_plan_id).toBeNull();
  });

  it('restarts once on a double click', () => {
    const restarted = run(onboarded(), { type: 'RestartOnboarding', data: { userId, clearSelectedPlan: true, now: seconds(5) } });
    expect(userDecider.decide({ type: 'RestartOnboarding', data: { userId, clearSelectedPlan: true, now: seconds(6) } }, given(restarted))).toEqual([]);
  });
});

describe('plan generation status on the user stream', () => {
  it('goes pending → generating with conversation, start, deadline and attempts + 1 → completed, clearing the conversation', () => {
    const started = run(onboarded(), start('c-1', seconds(1)));
    expect(started.at(-1)).toEqual({
      type: 'PlanGenerationStarted',
      data: { userId, conversationId: 'c-1', attempt: 1, startedAt: seconds(1).toISOString(), deadline: seconds(61).toISOString() },
    });
    const done = given(run(started, completeGeneration('c-1', seconds(10))));
    expect(done.planGeneration).toMatchObject({ status: 'completed', conversationId: null, attempts: 1 });
    expect(done.profile.selected_training_plan_id).toBe('plan-1');
  });

  it('joins a running generation instead of starting a second one, but starts anew once its deadline passed', () => {
    const started = run(onboarded(), start('c-1', seconds(1)));
    expect(userDecider.decide(start('c-2', seconds(30)), given(started))).toEqual([]);
    const again = userDecider.decide(start('c-2', seconds(61)), given(started));
    expect(again).toMatchObject([{ type: 'PlanGenerationStarted', data: { conversationId: 'c-2', attempt: 2 } }]);
  });

  it('refuses to generate before onboarding is completed', () => {
    expect(() => userDecider.decide(start('c-1', t0), given([registered]))).toThrow('onboarding.not_completed');
  });

  it('ignores the outcome of a generation that is not the current one', () => {
    const started = run(run(onboarded(), start('c-1', seconds(1))), start('c-2', seconds(70)));
    expect(userDecider.decide(completeGeneration('c-1', seconds(71)), given(started))).toEqual([]);
    expect(userDecider.decide(fail('c-1', seconds(71)), given(started))).toEqual([]);
    expect(userDecider.decide(completeGeneration('c-2', seconds(71)), given(started))).toHaveLength(1);
  });

  it('records a failure with its message and clears the conversation; a later completion changes nothing', () => {
    const failed = run(run(onboarded(), start('c-1', seconds(1))), fail('c-1', seconds(5)));
    expect(given(failed).planGeneration).toMatchObject({ status: 'failed', conversationId: null, error: 'No valid JSON in response' });
    expect(userDecider.decide(completeGeneration('c-1', seconds(6)), given(failed))).toEqual([]);
  });

  it('takes the client’s timeout report only once the deadline has passed', () => {
    const started = run(onboarded(), start('c-1', seconds(1)));
    expect(userDecider.decide(fail(null, seconds(59), true), given(started))).toEqual([]);
    expect(userDecider.decide(fail(null, seconds(61), true), given(started))).toMatchObject([
      { type: 'PlanGenerationFailed', data: { conversationId: 'c-1' } },
    ]);
  });
});

describe('a finished guided training on the user stream', () => {
  it('records the day overall and per plan, keeping the other plans’ days', () => {
    const complete = (planId: string, dayNumber: number, date: string): UserCommand => ({
      type: 'CompleteTrainingDay',
      data: { userId, planId, dayNumber, date, now: t0 },
    });
    const events = run(run([registered], complete('plan-a', 2, '2026-11-22')), complete('plan-b', 1, '2026-11-23'));
    expect(given(events).profile).toMatchObject({
      last_completed_training_day_number: 1,
      last_training_date: '2026-11-23',
      last_completed_training_day_per_plan: { 'plan-a': 2, 'plan-b': 1 },
    });
  });
});
