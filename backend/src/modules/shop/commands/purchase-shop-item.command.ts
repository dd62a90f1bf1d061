import { Inject } from '@nestjs/common';
import { Command, CommandHandler } from '@nestjs/cqrs';
import type { ICommandHandler } from '@nestjs/cqrs';
import type { RequestMeta } from '../../../common/http/request-meta.js';
import { CommandRunner } from '../../../event-store/command-runner.js';
import { refuse } from '../../../common/refuse.js';
import { UsersReader } from '../../users/index.js';
import { walletDecider, walletStream } from '../../wallet/index.js';
import { catalogueItem } from '../shop-catalogue.js';

export interface Purchase {
  purchase_id: string;
  item_id: string;
  /** False when this purchase id was bought before (a retry): nothing was spent this time. */
  newly_bought: boolean;
  hantel_currency: number;
}

export class PurchaseShopItemCommand extends Command<Purchase> {
  constructor(
    readonly userId: string,
    readonly itemId: string,
    readonly purchaseId: string,
    readonly meta: RequestMeta,
  ) {
    super();
  }
}

@CommandHandler(PurchaseShopItemCommand)
export class PurchaseShopItemHandler implements ICommandHandler<PurchaseShopItemCommand> {
  constructor(
    @Inject(CommandRunner) private readonly runner: CommandRunner,
    @Inject(UsersReader) private readonly users: UsersReader,
  ) {}

  async execute({ userId, itemId, purchaseId, meta }: PurchaseShopItemCommand): Promise<Purchase> {
    const item = catalogueItem(itemId);
    if (!item?.is_active) throw refuse.notFound('shop.item_not_found');
    return this.runner.run({ userId, requestId: meta.requestId, causationId: meta.requestId }, async (session) => {
      // Purchases from one wallet queue up on the user's row; the wallet stream's expected version
      // is what guarantees that no coin is spent twice, also against credits from logged sets.
      if (!(await this.users.lock(session.tx.manager, userId))) throw refuse.notFound('user.not_found');
      const { state, events } = await session.handle(walletStream(userId), walletDecider, {
        type: 'PurchaseShopItem',
        data: { userId, purchaseId, item, now: meta.now },
      });
      return { purchase_id: purchaseId, item_id: item.id, newly_bought: events.length > 0, hantel_currency: state.balance };
    });
  }
}
