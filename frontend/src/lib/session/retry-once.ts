import { shouldRetry } from '../retry';

// The gate blocks the whole app on the user and the sign-in options, so a down server is reported
// after one quick retry instead of after the default three (about 7 s of spinner).
const AUTH_RETRIES = 1;

export const retryOnce = (failureCount: number, error: Error) => shouldRetry(failureCount, error) && failureCount < AUTH_RETRIES;
