import type { DeleteAccountResult, PerformanceAnalysisStart, PurchaseResult, PurchaseShopItemParams, Streak } from '@hantelwerk/api-types';
import { api } from './api-client';

/**
 * Each server function's `data`, by the contract's schemas. `POST /api/functions/invoke` is one
 * operation whose answer depends on the body's `functionName`, which OpenAPI cannot say; this is
 * the one place that ties a name to its schema (FunctionResult's description lists the same).
 */
interface FunctionAnswers {
  calculateStreak: Streak;
  purchaseShopItem: PurchaseResult;
  generatePerformanceAnalysis: PerformanceAnalysisStart;
  deleteUserAccount: DeleteAccountResult;
}

/** The functions that take `params`; the others take none. */
interface FunctionParams {
  purchaseShopItem: PurchaseShopItemParams;
}

type ParamsArgument<Name extends keyof FunctionAnswers> = Name extends keyof FunctionParams ? [params: FunctionParams[Name]] : [];

/** Spec §7: runs a server function and answers its `data`. */
export async function invokeFunction<Name extends keyof FunctionAnswers>(
  functionName: Name,
  ...[params]: ParamsArgument<Name>
): Promise<FunctionAnswers[Name]> {
  const { data } = await api.post('/api/functions/invoke', { body: params === undefined ? { functionName } : { functionName, params } });
  return data as FunctionAnswers[Name];
}
