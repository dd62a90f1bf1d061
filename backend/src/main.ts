import 'reflect-metadata';
import { Logger } from '@nestjs/common';
import { createApiApp } from './app/create-api-app.js';
import { ConfigError, loadConfig } from './config/app-config.js';
import { Database } from './database/database.js';
import { migrate } from './database/migrate.js';

async function bootstrap(): Promise<void> {
  const config = loadConfig();
  const db = Database.connect(config.databaseUrl, 1);
  const applied = await migrate(db).finally(() => db.close());
  if (applied.length > 0) Logger.log(`Applied migrations: ${applied.join(', ')}`, 'Bootstrap');
  const app = await createApiApp(config);
  await app.listen(config.port);
  Logger.log(`Api listening on ${config.publicUrl}`, 'Bootstrap');
}

bootstrap().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
