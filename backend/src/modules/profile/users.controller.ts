import { Body, Controller, Inject, Param, Put, UseGuards } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { Meta } from '../../common/http/request-meta.js';
import type { RequestMeta } from '../../common/http/request-meta.js';
import { refuse } from '../../common/refuse.js';
import { UserDto, UsersReader } from '../users/index.js';
import { CurrentUserQuery } from './current-user.query.js';
import { UpdateProfileCommand } from './update-profile.command.js';
import { UpdateProfileDto } from './dto/update-profile.dto.js';
import { assertOwnPicture } from './own-picture.js';
import { CurrentUser, SignedInGuard } from '../../common/http/signed-in.guard.js';
import type { SignedInUser } from '../../common/http/signed-in.guard.js';
import { isUuid } from '../../common/uuid.js';

/**
 * `PUT /api/users/{id}` (spec §7, "Update a user"): a user changes their own profile; an admin
 * anyone's. Both only through the whitelist of `UpdateProfileDto`: nobody writes a role, an
 * address or Hanteln here (money moves only as wallet events).
 */
@Controller('users')
@UseGuards(SignedInGuard)
export class UsersController {
  constructor(
    @Inject(CommandBus) private readonly commandBus: CommandBus,
    @Inject(UsersReader) private readonly users: UsersReader,
    @Inject(CurrentUserQuery) private readonly currentUser: CurrentUserQuery,
  ) {}

  @Put(':id')
  async update(@CurrentUser() user: SignedInUser, @Param('id') rawId: string, @Body() changes: UpdateProfileDto, @Meta() meta: RequestMeta): Promise<UserDto> {
    const id = rawId.toLowerCase();
    // Checked before anything is looked up, so a plain user learns nothing about other ids.
    if (id !== user.id && user.role !== 'admin') throw refuse.forbidden('user.forbidden');
    if (!isUuid(id)) throw refuse.notFound('user.not_found');
    assertOwnPicture(changes, id);
    await this.commandBus.execute(new UpdateProfileCommand(id, { ...changes }, meta));
    return this.currentUser.answer((await this.users.findById(id))!, meta.now);
  }
}
