import { Inject, Injectable } from '@nestjs/common';
import { ApiSchema } from '@nestjs/swagger';
import type { RequestMeta } from '../../common/http/request-meta.js';
import { ServerFunction } from '../functions/index.js';
import type { ServerFunctionHandler } from '../functions/index.js';
import { AccountErasure } from './account-erasure.js';
import type { SignedInUser } from '../../common/http/signed-in.guard.js';

export type DeleteAccountResult = { success: true } | { success: false; error: string };

/** The contract's word for DeleteAccountResult. */
@ApiSchema({ name: 'DeleteAccountResult', description: '`deleteUserAccount` → `data`.' })
export class DeleteAccountResultDto {
  success!: boolean;
  /** Why the account could not be erased yet (German), when `success` is false. */
  error?: string;
}

/**
 * `deleteUserAccount {}` → `{data: {success}}` or `{data: {error}}` (spec §7). The session ends
 * with the account (its row is erased too); the client then logs out.
 */
@Injectable()
@ServerFunction({ name: 'deleteUserAccount', result: DeleteAccountResultDto })
export class DeleteUserAccountFunction implements ServerFunctionHandler<object, DeleteAccountResult> {
  constructor(@Inject(AccountErasure) private readonly erasure: AccountErasure) {}

  async run(user: SignedInUser, _params: object, _meta: RequestMeta): Promise<DeleteAccountResult> {
    const result = await this.erasure.erase(user.id);
    if (result.erased) return { success: true };
    return { success: false, error: 'Gerade läuft noch eine KI-Auswertung für dich. Bitte versuche es in einer Minute erneut.' };
  }
}
