import { eventLog } from '../batch/test-events.js';
import type { UserRow } from './users.batch.js';
import { columnText, foldUsers } from './users.batch.js';

const row = (changes: UserRow = {}): UserRow => ({ id: 'u1', hantel_currency: '0', user_version: '1', wallet_version: '0', display_name: null, updated_date: 'before', ...changes });

describe('foldUsers', () => {
  const setup = () => {
    const recorded = eventLog();
    return {
      user: (type: string, data: Record<string, unknown>, version?: number) => recorded('user-u1', type, { userId: 'u1', ...data }, version),
      credit: (amount: number, version?: number) => recorded('wallet-u1', 'HantelnCredited', { userId: 'u1', amount, reason: 'training_day', at: 'now' }, version),
    };
  };

  it('starts a registered user from the row the registration inserted, and ignores events before it', () => {
    const { user, credit } = setup();
    const events = [user('SignedIn', { at: 'early' }, 1), user('UserRegistered', {}, 1), user('SignedIn', { at: 'later' }, 2), credit(100, 1)];
    const changed = foldUsers(new Map(), new Map([['u1', row()]]), events);
    expect(changed.get('u1')).toMatchObject({ last_sign_in_at: 'later', user_version: '2', hantel_currency: '100', wallet_version: '1' });
  });

  it('applies each stream version once, per stream', () => {
    const { user, credit } = setup();
    const loaded = new Map([['u1', row({ user_version: '3', wallet_version: '2', hantel_currency: '150' })]]);
    const events = [user('ProfileUpdated', { changes: { display_name: 'Alt' }, at: 't1' }, 3), credit(50, 2), credit(25, 3), user('ProfileUpdated', { changes: { display_name: 'Neu', focus_areas: ['Brust'] }, at: 't4' }, 4)];
    expect(foldUsers(loaded, new Map(), events).get('u1')).toMatchObject({
      display_name: 'Neu',
      focus_areas: '["Brust"]',
      updated_date: 't4',
      user_version: '4',
      hantel_currency: '175',
      wallet_version: '3',
    });
  });

  it('changes nothing for events already applied', () => {
    const { user } = setup();
    expect(foldUsers(new Map([['u1', row({ user_version: '9' })]]), new Map(), [user('RoleAssigned', { role: 'admin', at: 't' }, 9)]).size).toBe(0);
  });

  it('refuses a balance below zero, as the column’s check does', () => {
    const { credit } = setup();
    expect(() => foldUsers(new Map([['u1', row()]]), new Map(), [credit(-5, 1)])).toThrow(/below 0/);
  });
});

describe('columnText', () => {
  it('gives each value the text node-postgres would send, JSON columns their JSON', () => {
    expect(columnText('body_weight', 72.5)).toBe('72.5');
    expect(columnText('onboarding_completed', false)).toBe('false');
    expect(columnText('display_name', null)).toBeNull();
    expect(columnText('focus_areas', ['Brust'])).toBe('["Brust"]');
    expect(columnText('focus_areas', null)).toBe('null');
  });
});
