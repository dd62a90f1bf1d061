import { containsPattern } from './like-pattern.js';

describe('a user search as a LIKE pattern', () => {
  it('matches the search anywhere', () => {
    expect(containsPattern('lea')).toBe('%lea%');
  });

  it('takes wildcards and backslashes literally', () => {
    expect(containsPattern('50%_a\\b')).toBe('%50\\%\\_a\\\\b%');
  });
});
