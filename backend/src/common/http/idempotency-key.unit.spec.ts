import { DomainError } from '../domain-error.js';
import { parseIdempotencyKey } from './idempotency-key.js';

describe('parseIdempotencyKey', () => {
  it('reads a bare key and the draft structured-field string', () => {
    expect(parseIdempotencyKey('8e03978e-40d5-43e8-bc93-6894a57f9324')).toBe('8e03978e-40d5-43e8-bc93-6894a57f9324');
    expect(parseIdempotencyKey('"8e03978e-40d5"')).toBe('8e03978e-40d5');
  });

  it('is null without the header', () => {
    expect(parseIdempotencyKey(undefined)).toBeNull();
  });

  it('takes 255 visible characters', () => {
    expect(parseIdempotencyKey('x'.repeat(255))).toBe('x'.repeat(255));
    expect(parseIdempotencyKey('a-b_c.d~e:f/g=h!')).toBe('a-b_c.d~e:f/g=h!');
  });

  it.each(['', '""', 'a"b', 'x'.repeat(256), 'tab\there', 'ümlaut', 'a b', 'key-1, key-2', 'a\\b'])('refuses %j', (raw) => {
    expect(() => parseIdempotencyKey(raw)).toThrow(DomainError);
  });
});
