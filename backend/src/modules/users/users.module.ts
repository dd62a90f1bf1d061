import { Module } from '@nestjs/common';
import { userCommandHandlers } from './commands/index.js';
import { UsersReader } from './users.reader.js';

@Module({
  providers: [UsersReader, ...userCommandHandlers],
  exports: [UsersReader],
})
export class UsersModule {}
