import { Global, Inject, Module, OnApplicationShutdown } from '@nestjs/common';
import type { AppConfig } from '../config/app-config.js';
import { APP_CONFIG } from '../config/config.module.js';
import { Database } from './database.js';

@Global()
@Module({
  providers: [{ provide: Database, inject: [APP_CONFIG], useFactory: (config: AppConfig) => Database.connect(config.databaseUrl) }],
  exports: [Database],
})
export class DatabaseModule implements OnApplicationShutdown {
  constructor(@Inject(Database) private readonly db: Database) {}

  async onApplicationShutdown(): Promise<void> {
    await this.db.close();
  }
}
