import { renderHook } from '@testing-library/react';
import { usePressKey } from './use-press-key';

describe('usePressKey', () => {
  it('gives the requests of one press the same key until it is renewed on their answer', () => {
    const { result, rerender } = renderHook(() => usePressKey());
    const first = result.current.current();
    rerender();
    expect(result.current.current()).toBe(first);
    result.current.renew();
    const next = result.current.current();
    expect(next).not.toBe(first);
    expect(next).toMatch(/^[0-9a-f-]{32,36}$/);
  });
});
