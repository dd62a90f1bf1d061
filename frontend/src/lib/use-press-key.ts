import { useRef } from 'react';
import { newIdempotencyKey } from './api-client';

/**
 * One Idempotency-Key for the requests a button sends until the first of them is answered: a
 * double click's requests share it, so the server does the work once however late the second
 * arrives; the next press after an answer is a new request with a new key.
 */
export function usePressKey(): { current: () => string; renew: () => void } {
  const key = useRef<string | null>(null);
  return {
    current: () => (key.current ??= newIdempotencyKey()),
    renew: () => {
      key.current = null;
    },
  };
}
