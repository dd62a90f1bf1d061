import { Body, Controller, Delete, Get, HttpCode, Inject, Param, Post, Put, Res, UseGuards } from '@nestjs/common';
import type { Response } from 'express';
import { CommandBus } from '@nestjs/cqrs';
import { ApiCreatedResponse, ApiOkResponse } from '@nestjs/swagger';
import { IdempotencyKey } from '../../../common/http/idempotency-key.js';
import { Meta } from '../../../common/http/request-meta.js';
import type { RequestMeta } from '../../../common/http/request-meta.js';
import { CurrentUser, SignedInGuard } from '../../../common/http/signed-in.guard.js';
import type { SignedInUser } from '../../../common/http/signed-in.guard.js';
import { CreateMachineCommand, DeleteMachineCommand, MergeMachineCommand, UpdateMachineCommand } from './commands/index.js';
import { CreateMachineDto, MergeMachineDto, UpdateMachineDto } from './dto/machine.dto.js';
import { CreatedMachineDto, MachineDto } from './machine-response.dto.js';
import { toMachineResponse } from './machine.response.js';
import { MachinesReader } from './machines.reader.js';
import { refuse } from '../../../common/refuse.js';
import { isUuid } from '../../../common/uuid.js';

/** An id that cannot exist is answered like one that is not the user's. */
export function machineId(raw: string): string {
  if (!isUuid(raw)) throw refuse.notFound('machine.not_found');
  return raw.toLowerCase();
}

/** Machines (exercises) of the signed-in user (docs/api.md). */
@Controller('machines')
@UseGuards(SignedInGuard)
export class MachinesController {
  constructor(
    @Inject(CommandBus) private readonly commandBus: CommandBus,
    @Inject(MachinesReader) private readonly machines: MachinesReader,
  ) {}

  @Get()
  async list(@CurrentUser() user: SignedInUser): Promise<MachineDto[]> {
    return (await this.machines.list(user.id)).map(toMachineResponse);
  }

  @Get(':id')
  async get(@CurrentUser() user: SignedInUser, @Param('id') id: string): Promise<MachineDto> {
    return toMachineResponse(await this.own(user.id, machineId(id)));
  }

  /** A name that already is one of the lifter's exercises (docs/decisions/39-one-exercise-per-movement.md) answers that one. */
  @Post()
  @ApiCreatedResponse({ type: CreatedMachineDto, description: 'A new exercise.' })
  @ApiOkResponse({ type: CreatedMachineDto, description: "The lifter's exercise the name already is (`existing: true`); nothing was created." })
  async create(
    @CurrentUser() user: SignedInUser,
    @Body() body: CreateMachineDto,
    @Meta() meta: RequestMeta,
    @IdempotencyKey() idempotencyKey: string | null,
    @Res({ passthrough: true }) res: Response,
  ): Promise<CreatedMachineDto> {
    const { id, existing } = await this.commandBus.execute(new CreateMachineCommand(user.id, body.name, body.categories ?? [], meta, idempotencyKey));
    if (existing) res.status(200);
    return { ...toMachineResponse(await this.own(user.id, id)), existing };
  }

  @Put(':id')
  async update(@CurrentUser() user: SignedInUser, @Param('id') id: string, @Body() body: UpdateMachineDto, @Meta() meta: RequestMeta): Promise<MachineDto> {
    const ownId = machineId(id);
    const changes = { name: body.name, categories: body.categories ?? undefined };
    await this.commandBus.execute(new UpdateMachineCommand(user.id, ownId, changes, meta));
    return toMachineResponse(await this.own(user.id, ownId));
  }

  /** Moves every set of this exercise to `into` and removes this one; answers the exercise that stays. */
  @Post(':id/merge')
  @HttpCode(200)
  async merge(@CurrentUser() user: SignedInUser, @Param('id') id: string, @Body() body: MergeMachineDto, @Meta() meta: RequestMeta): Promise<MachineDto> {
    const into = body.into.toLowerCase();
    await this.commandBus.execute(new MergeMachineCommand(user.id, machineId(id), into, meta));
    return toMachineResponse(await this.own(user.id, into));
  }

  @Delete(':id')
  @HttpCode(204)
  async remove(@CurrentUser() user: SignedInUser, @Param('id') id: string, @Meta() meta: RequestMeta): Promise<void> {
    await this.commandBus.execute(new DeleteMachineCommand(user.id, machineId(id), meta));
  }

  private async own(userId: string, id: string) {
    const row = await this.machines.findOwn(userId, id);
    if (!row) throw refuse.notFound('machine.not_found');
    return row;
  }
}
