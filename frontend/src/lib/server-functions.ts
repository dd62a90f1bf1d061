import type { ServerFunctions } from '@hantelwerk/api-types';
import { api } from './api-client';

/** The functions that take `params`; the others take none. */
type ParamsArgument<Name extends keyof ServerFunctions> = ServerFunctions[Name] extends { params: infer Params extends Record<string, unknown> }
  ? [params: Params]
  : [];

/**
 * Spec §7: runs a server function and answers its `data`. `POST /api/functions/invoke` is one
 * operation whose answer depends on the body's `functionName`, which OpenAPI cannot say; the
 * contract's `ServerFunctions` ties each name to its `params` and `data`.
 */
export async function invokeFunction<Name extends keyof ServerFunctions>(
  functionName: Name,
  ...[params]: ParamsArgument<Name>
): Promise<ServerFunctions[Name]['data']> {
  const { data } = await api.post('/api/functions/invoke', { body: params === undefined ? { functionName } : { functionName, params } });
  return data as ServerFunctions[Name]['data'];
}
