import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiPropertyOptional, ApiSchema } from '@nestjs/swagger';
import { IsOptional, IsString, IsUUID, MaxLength } from 'class-validator';
import type { RequestMeta } from '../../common/http/request-meta.js';
import { ServerFunction } from '../functions/index.js';
import type { ServerFunctionHandler } from '../functions/index.js';
import { PurchaseShopItemCommand } from './commands/index.js';
import { PurchaseResultDto } from './shop-response.dto.js';
import { errorCode } from '../../common/error-catalogue.js';
import type { SignedInUser } from '../../common/http/signed-in.guard.js';

@ApiSchema({ name: 'PurchaseShopItemParams', description: 'The `params` of `purchaseShopItem`.' })
export class PurchaseShopItemParams {
  @IsString({ message: errorCode('shop.item_required') })
  @MaxLength(100)
  itemId!: string;
  /** Chosen by the client per purchase, so that a retry of the same tap buys once. */
  @ApiPropertyOptional({ format: 'uuid', description: 'Chosen by the client per tap, so that a retry of the same tap buys once.' })
  @IsOptional()
  @IsUUID('all', { message: errorCode('shop.purchase_id') })
  purchaseId?: string;
}

/**
 * `purchaseShopItem {itemId, purchaseId?}` → `{data: PurchaseResult}` (spec §7). Too few Hanteln
 * is a 409 whose `error` is "Insufficient funds", as the spec's client looks for.
 */
@Injectable()
@ServerFunction({ name: 'purchaseShopItem', params: PurchaseShopItemParams, result: PurchaseResultDto })
export class PurchaseShopItemFunction implements ServerFunctionHandler<PurchaseShopItemParams, PurchaseResultDto> {
  constructor(@Inject(CommandBus) private readonly commandBus: CommandBus) {}

  run(user: SignedInUser, params: PurchaseShopItemParams, meta: RequestMeta): Promise<PurchaseResultDto> {
    const purchaseId = params.purchaseId?.toLowerCase() ?? randomUUID();
    return this.commandBus.execute(new PurchaseShopItemCommand(user.id, params.itemId, purchaseId, meta));
  }
}
