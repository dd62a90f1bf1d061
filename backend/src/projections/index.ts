import type { Projection } from './projection.js';
import { usersProjection } from './users/users.projection.js';

/** Every read model of the system; the projector, rebuilds and the replay CLI use this list. */
export const allProjections: readonly Projection[] = [usersProjection];
