import { Controller, Get, Inject, Logger, Param, Query, Res, UseGuards } from '@nestjs/common';
import { ApiOkResponse, ApiQuery } from '@nestjs/swagger';
import type { Response } from 'express';
import { AdminGuard } from '../../../common/http/admin.guard.js';
import { SignedInGuard } from '../../../common/http/signed-in.guard.js';
import { DebugProbeDto } from './debug-probe.dto.js';
import { DebugProbeQuery, PROBE_PROVIDERS, ProbeRefused } from './debug-probe.query.js';
import { wordError } from '../../../common/error-catalogue.js';
import type { ErrorParams } from '../../../common/error-catalogue.js';
import { ADMIN_ERRORS } from '../errors.js';

const DEFAULT_LIMIT = 50;
const MAX_LIMIT = 100;

/**
 * `GET /api/debug/{provider}?entity=User&limit=&sort=` (spec §7): every answer, failures too, has
 * the spec's shape `{data, count, limit, sort, error}`, so the probe shows what went wrong; a
 * failure also carries `message`, as every error of the API does.
 */
@Controller('debug')
@UseGuards(SignedInGuard, AdminGuard)
export class DebugProbeController {
  private readonly logger = new Logger('DebugProbe');

  constructor(@Inject(DebugProbeQuery) private readonly probe: DebugProbeQuery) {}

  @Get(':provider')
  @ApiQuery({ name: 'entity', type: String, description: 'The entity to list, e.g. `User`.' })
  @ApiQuery({ name: 'sort', required: false, type: String, description: 'A column to order by; `-` before it orders descending.' })
  @ApiQuery({ name: 'limit', required: false, type: Number, description: `At most this many rows (1–${MAX_LIMIT}, default ${DEFAULT_LIMIT}).` })
  @ApiOkResponse({ type: DebugProbeDto, description: 'Also a refused or failed probe (400, 404, 503) answers in this shape, with `error` and `message` set.' })
  async run(
    @Param('provider') provider: string,
    @Query('entity') entityName: unknown,
    @Query('sort') sortParam: unknown,
    @Query('limit') limitParam: unknown,
    @Res({ passthrough: true }) res: Response,
  ): Promise<DebugProbeDto> {
    const limit = limitParam === undefined ? DEFAULT_LIMIT : Number(limitParam);
    const sort = typeof sortParam === 'string' ? sortParam : '';
    const refuse = (status: number, code: keyof typeof ADMIN_ERRORS, params: ErrorParams) => {
      const error = wordError(ADMIN_ERRORS, code, params);
      res.status(status);
      const limitShown = Number.isFinite(limit) ? limit : DEFAULT_LIMIT;
      return { data: [], count: 0, limit: limitShown, sort, error, message: error, code, ...(Object.keys(params).length > 0 ? { params } : {}) };
    };
    try {
      if (!(PROBE_PROVIDERS as readonly string[]).includes(provider))
        throw new ProbeRefused(404, 'admin.probe_unknown_provider', { provider, known: PROBE_PROVIDERS.join(', ') });
      if (typeof entityName !== 'string' || entityName === '') throw new ProbeRefused(400, 'admin.probe_entity_required');
      if (!Number.isInteger(limit) || limit < 1 || limit > MAX_LIMIT) throw new ProbeRefused(400, 'admin.probe_limit', { max: MAX_LIMIT });
      if (sortParam !== undefined && typeof sortParam !== 'string') throw new ProbeRefused(400, 'admin.probe_sort_not_text');
      const entity = this.probe.entity(entityName);
      const order = this.probe.sortOf(entity, sortParam);
      const { data, count } = await this.probe.list(entity, order, limit);
      return { data, count, limit, sort: `${order.descending ? '-' : ''}${order.column}`, error: null };
    } catch (error) {
      if (error instanceof ProbeRefused) return refuse(error.status, error.code, error.params);
      this.logger.error(`Probe of ${provider} failed: ${(error as Error).message}`);
      return refuse(503, 'admin.probe_failed', { provider, reason: (error as Error).message });
    }
  }
}
