import { DynamicModule, Module } from '@nestjs/common';
import type { AppConfig } from '../../config/app-config.js';
import { UsersModule } from '../users/index.js';
import { AuthController } from './auth.controller.js';
import { CurrentUserQuery } from './current-user.query.js';
import { DevAuthController } from './dev-auth.controller.js';
import { GoogleOAuth } from './google-oauth.js';
import { UpdateProfileHandler } from './update-profile.command.js';
import { SessionEndingsModule } from '../agents/index.js';
import { UsersController } from './users.controller.js';

@Module({})
export class AuthModule {
  static forRoot(config: AppConfig): DynamicModule {
    return {
      module: AuthModule,
      imports: [UsersModule, SessionEndingsModule],
      controllers: config.devLoginEnabled ? [AuthController, UsersController, DevAuthController] : [AuthController, UsersController],
      providers: [GoogleOAuth, CurrentUserQuery, UpdateProfileHandler],
      exports: [CurrentUserQuery],
    };
  }
}
