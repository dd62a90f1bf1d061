import { Module } from '@nestjs/common';
import { userCommandHandlers } from './commands/index.js';
import { UsersReadModel } from './users.read-model.js';

@Module({
  providers: [UsersReadModel, ...userCommandHandlers],
  exports: [UsersReadModel],
})
export class UsersModule {}
