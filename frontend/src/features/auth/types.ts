/** The API's shapes come from @hantelwerk/api-types. */
import type { User } from '@hantelwerk/api-types';

export type { User };
