import { DynamicModule, Module } from '@nestjs/common';
import type { AppConfig } from '../../config/app-config.js';
import { UsersModule } from '../users/index.js';
import { SessionEndingsModule } from '../agents/index.js';
import { ProfileModule } from '../profile/index.js';
import { AuthController } from './auth.controller.js';
import { DevAuthController } from './dev-auth.controller.js';
import { GoogleOAuth } from './google-oauth.js';

@Module({})
export class AuthModule {
  static forRoot(config: AppConfig): DynamicModule {
    return {
      module: AuthModule,
      imports: [UsersModule, SessionEndingsModule, ProfileModule],
      controllers: config.devLoginEnabled ? [AuthController, DevAuthController] : [AuthController],
      providers: [GoogleOAuth],
    };
  }
}
