import { Module } from '@nestjs/common';
import { QueueModule, allQueuesProvider, NeedsRedisGuard, RedisModule } from '../jobs/index.js';
import { AdminGuard } from '../../common/http/admin.guard.js';
import { DebugProbeController } from './debug/debug-probe.controller.js';
import { DebugProbeQuery } from './debug/debug-probe.query.js';
import { EventBrowserController } from './events/event-browser.controller.js';
import { ProjectionStatusQuery } from './projections/projection-status.query.js';
import { ProjectionsController } from './projections/projections.controller.js';
import { RebuildRequests } from './projections/rebuild-requests.js';
import { QueueBoardModule } from './queues/queue-board.module.js';
import { QueuesController } from './queues/queues.controller.js';
import { AdminUsersController } from './users/admin-users.controller.js';
import { AdminUsersQuery } from './users/admin-users.query.js';

/** The admin tools' api: event browser, user search, projections and rebuilds, queues, the debug probe; admins only. */
@Module({
  imports: [QueueModule, QueueBoardModule, RedisModule],
  controllers: [EventBrowserController, AdminUsersController, ProjectionsController, QueuesController, DebugProbeController],
  providers: [AdminGuard, NeedsRedisGuard, allQueuesProvider, ProjectionStatusQuery, RebuildRequests, DebugProbeQuery, AdminUsersQuery],
})
export class AdminApiModule {}
