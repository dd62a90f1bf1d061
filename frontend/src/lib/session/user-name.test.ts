import { displayOrFullName, greetingName } from './user-name';

const named = (display_name: string | null, full_name: string | null, name: string | null) => ({
  display_name,
  full_name,
  name,
});

describe('user names', () => {
  it('prefers the display name, then the full name', () => {
    expect(displayOrFullName(named('Anna', 'Anna Schmidt', 'anna'))).toBe('Anna');
    expect(displayOrFullName(named('  ', 'Anna Schmidt', 'anna'))).toBe('Anna Schmidt');
    expect(displayOrFullName(named(null, null, 'anna'))).toBeUndefined();
  });

  it('greets with the account name when nothing else is set', () => {
    expect(greetingName(named(null, null, 'anna'))).toBe('anna');
    expect(greetingName(named(null, null, null))).toBeUndefined();
  });
});
