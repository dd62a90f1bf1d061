import { Body, Controller, HttpCode, Inject, Post, UseGuards } from '@nestjs/common';
import { plainToInstance } from 'class-transformer';
import { validate } from 'class-validator';
import { invalid } from '../../common/domain-error.js';
import { Meta } from '../../common/http/request-meta.js';
import { InvalidInput, fieldProblems } from '../../common/http/validation.pipe.js';
import type { RequestMeta } from '../../common/http/request-meta.js';
import { CurrentUser, SignedInGuard } from '../../common/http/signed-in.guard.js';
import type { SignedInUser } from '../../common/http/signed-in.guard.js';
import { RateLimiter } from '../limits/index.js';
import { FunctionRegistry } from './function-registry.js';
import { FunctionResultDto } from './function-result.dto.js';
import { InvokeFunctionDto } from './invoke-function.dto.js';

/** `POST /api/functions/invoke {functionName, params}` → `{ data }` (spec section 7). */
@Controller('functions')
@UseGuards(SignedInGuard)
export class FunctionsController {
  constructor(
    @Inject(FunctionRegistry) private readonly registry: FunctionRegistry,
    @Inject(RateLimiter) private readonly limiter: RateLimiter,
  ) {}

  @Post('invoke')
  @HttpCode(200)
  async invoke(@CurrentUser() user: SignedInUser, @Body() body: InvokeFunctionDto, @Meta() meta: RequestMeta): Promise<FunctionResultDto> {
    const registered = this.registry.find(body.functionName);
    if (!registered) {
      throw invalid('function.unknown', { available: this.registry.names() }, { name: body.functionName });
    }
    const params = await validParams(registered.options.params, body.params ?? {});
    if (registered.options.limit) await this.limiter.consume(registered.options.limit, user.id);
    return { data: await registered.handler.run(user, params, meta) };
  }
}

async function validParams(type: (new () => object) | undefined, raw: Record<string, unknown>): Promise<unknown> {
  if (!type) {
    if (Object.keys(raw).length > 0) throw invalid('function.no_params', { params: Object.keys(raw) });
    return {};
  }
  const params = plainToInstance(type, raw);
  const errors = await validate(params, { whitelist: true, forbidNonWhitelisted: true });
  if (errors.length > 0) throw new InvalidInput(fieldProblems(errors, 'params'));
  return params;
}
