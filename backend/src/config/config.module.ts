import { DynamicModule, Global, Module } from '@nestjs/common';
import { ConfigModule as NestConfigModule, ConfigService } from '@nestjs/config';
import type { AppConfig } from './app-config.js';

export const APP_CONFIG = Symbol('APP_CONFIG');

/**
 * The checked configuration (loadConfig, once at start) held by @nestjs/config and offered typed
 * as APP_CONFIG. Nothing reads process.env after this, and no .env file is read: the launcher,
 * compose and Kubernetes set the environment.
 */
@Global()
@Module({})
export class ConfigModule {
  static forRoot(config: AppConfig): DynamicModule {
    return {
      module: ConfigModule,
      imports: [NestConfigModule.forRoot({ ignoreEnvFile: true, load: [() => ({ app: config })] })],
      providers: [{ provide: APP_CONFIG, inject: [ConfigService], useFactory: (service: ConfigService) => service.getOrThrow<AppConfig>('app') }],
      exports: [APP_CONFIG],
    };
  }
}
