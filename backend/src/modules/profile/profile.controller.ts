import { Body, Controller, Get, Inject, Put, Req, UnauthorizedException, UseGuards } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { Request } from 'express';
import { httpRefusal } from '../../common/http/api-error.js';
import { Meta } from '../../common/http/request-meta.js';
import type { RequestMeta } from '../../common/http/request-meta.js';
import { CurrentUser, SignedInGuard } from '../../common/http/signed-in.guard.js';
import type { SignedInUser } from '../../common/http/signed-in.guard.js';
import { UserDto, UsersReader } from '../users/index.js';
import { CurrentUserQuery } from './current-user.query.js';
import { UpdateProfileDto } from './dto/update-profile.dto.js';
import { assertOwnPicture } from './own-picture.js';
import { UpdateProfileCommand } from './update-profile.command.js';

/** The signed-in user's own profile, under `/api/auth` where the spec puts it (§7). */
@Controller('auth')
export class ProfileController {
  constructor(
    @Inject(CommandBus) private readonly commandBus: CommandBus,
    @Inject(UsersReader) private readonly users: UsersReader,
    @Inject(CurrentUserQuery) private readonly currentUser: CurrentUserQuery,
  ) {}

  @Get('me')
  async me(@Req() req: Request, @Meta() meta: RequestMeta): Promise<UserDto> {
    // SignedInGuard's check, made here so that the answer is drawn from the users row it reads.
    const user = await this.currentUser.signedIn(req);
    if (!user) throw new UnauthorizedException(httpRefusal(401, 'request.signed_out'));
    return this.currentUser.answer(user, meta.now);
  }

  @Put('update')
  @UseGuards(SignedInGuard)
  async update(@CurrentUser() user: SignedInUser, @Body() changes: UpdateProfileDto, @Meta() meta: RequestMeta): Promise<UserDto> {
    assertOwnPicture(changes, user.id);
    await this.commandBus.execute(new UpdateProfileCommand(user.id, { ...changes }, meta));
    const updated = (await this.users.findById(user.id))!;
    return this.currentUser.answer({ ...updated, role: user.role }, meta.now);
  }
}
