/** The API's shapes come from @hantelwerk/api-types. */
import type { AuthProviders, User } from '@hantelwerk/api-types';

export type { AuthProviders, User };
