import { DomainError } from '../../common/domain-error.js';
import { fold } from '../../event-store/decider.js';
import type { UserCommand } from './users.decider.js';
import { userDecider } from './users.decider.js';
import type { UserEvent, UserState } from './users.events.js';

const now = new Date('2026-11-23T10:00:00Z');
const userId = 'u-1';
const signIn = (overrides: Partial<Extract<UserCommand, { type: 'SignIn' }>['data']> = {}): UserCommand => ({
  type: 'SignIn',
  data: { userId, email: 'lena@example.com', fullName: 'Lena Berg', picture: null, provider: 'google', role: 'user', now, ...overrides },
});
const update = (changes: Extract<UserCommand, { type: 'UpdateProfile' }>['data']['changes']): UserCommand => ({
  type: 'UpdateProfile',
  data: { userId, changes, now },
});

function given(events: UserEvent[]): UserState {
  return fold(userDecider, events);
}
const registered: UserEvent = {
  type: 'UserRegistered',
  data: { userId, email: 'lena@example.com', fullName: 'Lena Berg', picture: null, registeredAt: now.toISOString() },
};

describe('user decider', () => {
  it('registers a new user and records the sign-in', () => {
    expect(userDecider.decide(signIn(), given([])).map((event) => event.type)).toEqual(['UserRegistered', 'SignedIn']);
  });

  it('signs in a known user without registering again', () => {
    expect(userDecider.decide(signIn(), given([registered])).map((event) => event.type)).toEqual(['SignedIn']);
  });

  it('assigns the admin role when configuration names the user, and takes it back when it no longer does', () => {
    const asAdmin = userDecider.decide(signIn({ role: 'admin' }), given([registered]));
    expect(asAdmin).toContainEqual({ type: 'RoleAssigned', data: { userId, role: 'admin', at: now.toISOString() } });
    const demoted = userDecider.decide(signIn({ role: 'user' }), given([registered, ...asAdmin]));
    expect(demoted).toContainEqual({ type: 'RoleAssigned', data: { userId, role: 'user', at: now.toISOString() } });
  });

  it('refuses a sign-in whose address belongs to another account', () => {
    expect(() => userDecider.decide(signIn({ email: 'other@example.com' }), given([registered]))).toThrow(DomainError);
  });

  it('records only the fields that actually change', () => {
    const state = given([registered, { type: 'ProfileUpdated', data: { userId, changes: { display_name: 'Lena' }, at: now.toISOString() } }]);
    const events = userDecider.decide(update({ display_name: 'Lena', language: 'en' }), state);
    expect(events).toEqual([{ type: 'ProfileUpdated', data: { userId, changes: { language: 'en' }, at: now.toISOString() } }]);
    expect(userDecider.decide(update({ display_name: 'Lena' }), state)).toEqual([]);
  });

  it('selects only one of the user’s own plans, and clears the choice with null', () => {
    const own = '4f1c2e58-0a3b-4c6d-8e9f-0123456789ab';
    const select = (planId: string | null, ownPlanIds: string[]): UserCommand => ({
      type: 'UpdateProfile',
      data: { userId, changes: { selected_training_plan_id: planId }, ownPlanIds, now },
    });
    expect(userDecider.decide(select(own.toUpperCase(), [own]), given([registered]))).toEqual([
      { type: 'ProfileUpdated', data: { userId, changes: { selected_training_plan_id: own }, at: now.toISOString() } },
    ]);
    // Someone else's, deleted, or no plan at all: the handler found none of the user's own.
    expect(() => userDecider.decide(select(own, []), given([registered]))).toThrow('plan.not_found');
    expect(() => userDecider.decide(select('kein-plan', []), given([registered]))).toThrow('plan.not_found');
    const selected = given([registered, ...userDecider.decide(select(own, [own]), given([registered]))]);
    expect(userDecider.decide(select(null, []), selected)).toEqual([
      { type: 'ProfileUpdated', data: { userId, changes: { selected_training_plan_id: null }, at: now.toISOString() } },
    ]);
    // The choice as it is (its plan deleted since) is no change, and no refusal.
    expect(userDecider.decide(select(own, []), selected)).toEqual([]);
  });

  it('trims names and refuses a blank name with the spec text', () => {
    const events = userDecider.decide(update({ name: '  Lena  ' }), given([registered]));
    expect(events[0]).toMatchObject({ data: { changes: { name: 'Lena' } } });
    expect(() => userDecider.decide(update({ name: '   ' }), given([registered]))).toThrow('user.name_required');
  });

  it('starts pause mode on Berlin’s today, also in the hour after midnight when UTC is still on yesterday', () => {
    const justAfterMidnight: UserCommand = {
      type: 'UpdateProfile',
      data: { userId, changes: { pause_mode_active: true }, now: new Date('2026-11-24T23:30:00Z') },
    };
    expect(userDecider.decide(justAfterMidnight, given([registered]))[0]).toMatchObject({ data: { changes: { pause_mode_start_date: '2026-11-25' } } });
  });

  it('starts pause mode today and clears the date when it ends', () => {
    const paused = userDecider.decide(update({ pause_mode_active: true }), given([registered]));
    expect(paused[0]).toMatchObject({ data: { changes: { pause_mode_active: true, pause_mode_start_date: '2026-11-23' } } });
    const resumed = userDecider.decide(update({ pause_mode_active: false }), given([registered, ...paused]));
    expect(resumed[0]).toMatchObject({ data: { changes: { pause_mode_active: false, pause_mode_start_date: null } } });
  });

  it('keeps the original pause start when pause is switched on again', () => {
    const paused: UserEvent = {
      type: 'ProfileUpdated',
      data: { userId, changes: { pause_mode_active: true, pause_mode_start_date: '2026-11-01' }, at: now.toISOString() },
    };
    expect(userDecider.decide(update({ pause_mode_active: true }), given([registered, paused]))).toEqual([]);
  });

  it('refuses a profile update for a user that does not exist', () => {
    expect(() => userDecider.decide(update({ name: 'X' }), given([]))).toThrow('user.not_found');
  });

  describe('performance analysis', () => {
    const analyse = (jobId: string, text = 'Stark gemacht!'): UserCommand => ({
      type: 'RecordPerformanceAnalysis',
      data: { userId, text, jobId, basedOnEntryId: 'e-7', model: 'offline', now },
    });

    it('records the analysis with its date', () => {
      expect(userDecider.decide(analyse('analysis.u-1.e-7'), given([registered]))).toEqual([
        {
          type: 'PerformanceAnalysed',
          data: { userId, text: 'Stark gemacht!', at: now.toISOString(), jobId: 'analysis.u-1.e-7', basedOnEntryId: 'e-7', model: 'offline' },
        },
      ]);
    });

    it('records a job that ran twice only once, but a later job again', () => {
      const first = userDecider.decide(analyse('analysis.u-1.e-7'), given([registered]));
      expect(userDecider.decide(analyse('analysis.u-1.e-7', 'Anderer Text'), given([registered, ...first]))).toEqual([]);
      expect(userDecider.decide(analyse('analysis.u-1.e-8'), given([registered, ...first]))).toHaveLength(1);
    });

    it('refuses an empty analysis and an unknown user', () => {
      expect(() => userDecider.decide(analyse('j', '   '), given([registered]))).toThrow(DomainError);
      expect(() => userDecider.decide(analyse('j'), given([]))).toThrow('user.not_found');
    });
  });
});
