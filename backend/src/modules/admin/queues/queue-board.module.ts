import { createBullBoard } from '@bull-board/api';
import { BullMQAdapter } from '@bull-board/api/bullMQAdapter';
import { ExpressAdapter } from '@bull-board/express';
import { Inject, Module } from '@nestjs/common';
import type { MiddlewareConsumer, NestModule } from '@nestjs/common';
import { QueueModule, ALL_QUEUES, allQueuesProvider } from '../../jobs/index.js';
import { AdminGuard } from '../../../common/http/admin.guard.js';
import { SignedInGuard } from '../../../common/http/signed-in.guard.js';
import type { QueuesByName } from '../../jobs/index.js';
import { guardsAsMiddleware } from './guards-as-middleware.js';

/** Where the queue board is served: outside /api, as a page of its own (createApiApp keeps it out of the global prefix). */
export const QUEUE_BOARD_PATH = '/admin/queues';

/**
 * bull-board for admins at /admin/queues: its page, its assets and its API all behind the admin
 * guards, run as Nest middleware (the session and the check against cross-site writes come from
 * createApiApp, its scoped CSP from securityHeaders). This is the glue @bull-board/nestjs would
 * be; that package is CommonJS requiring NestJS 12's ES modules, which jest cannot load on Node 20.
 */
@Module({
  imports: [QueueModule],
  providers: [allQueuesProvider, SignedInGuard, AdminGuard],
})
export class QueueBoardModule implements NestModule {
  constructor(
    @Inject(ALL_QUEUES) private readonly queues: QueuesByName,
    @Inject(SignedInGuard) private readonly signedIn: SignedInGuard,
    @Inject(AdminGuard) private readonly admin: AdminGuard,
  ) {}

  configure(consumer: MiddlewareConsumer): void {
    const board = new ExpressAdapter().setBasePath(QUEUE_BOARD_PATH);
    createBullBoard({
      queues: [...this.queues.values()].map((queue) => new BullMQAdapter(queue)),
      serverAdapter: board,
      options: { uiConfig: { boardTitle: 'Hantelwerk Queues' } },
    });
    consumer.apply(guardsAsMiddleware(this.signedIn, this.admin), board.getRouter()).forRoutes(QUEUE_BOARD_PATH);
  }
}
