import { Module } from '@nestjs/common';
import { UsersModule } from '../users/index.js';
import { CurrentUserQuery } from './current-user.query.js';
import { ProfileController } from './profile.controller.js';
import { UpdateProfileHandler } from './update-profile.command.js';
import { UsersController } from './users.controller.js';

@Module({
  imports: [UsersModule],
  controllers: [ProfileController, UsersController],
  providers: [CurrentUserQuery, UpdateProfileHandler],
  exports: [CurrentUserQuery],
})
export class ProfileModule {}
