import { SetMetadata } from '@nestjs/common';
import type { RequestMeta } from '../../common/http/request-meta.js';
import type { LimitKind } from '../../config/rate-limits.js';
import type { SignedInUser } from '../../common/http/signed-in.guard.js';

export const SERVER_FUNCTION = Symbol('SERVER_FUNCTION');

export interface ServerFunctionOptions {
  /** The spec's function name, as the client sends it in `functionName`. */
  name: string;
  /** A class-validator DTO for `params`; omitted means the function takes no parameters. */
  params?: new () => object;
  /** The DTO of the answer's `data`: the contract's schema of it (`ServerFunctions`, functions-contract.ts). */
  result: new () => object;
  /** The limit each call counts against, for functions that cost more than a write (a model call). */
  limit?: LimitKind;
}

/** What `POST /api/functions/invoke` runs: always for the signed-in user, answered as `{ data }`. */
export interface ServerFunctionHandler<Params = unknown, Result = unknown> {
  run(user: SignedInUser, params: Params, meta: RequestMeta): Promise<Result>;
}

/**
 * Marks a provider as the handler of one server function. Each bounded context declares its own
 * (calculateStreak in workouts, categorizeExercise in agents, …); the functions module finds them.
 */
export const ServerFunction = (options: ServerFunctionOptions) => SetMetadata(SERVER_FUNCTION, options);
