import 'reflect-metadata';
import { Logger } from '@nestjs/common';
import { createApiApp } from './app/create-api-app.js';
import { ConfigError, loadConfig } from './config/app-config.js';
import { prepareDatabase } from './app/prepare-database.js';

async function bootstrap(): Promise<void> {
  const config = loadConfig();
  await prepareDatabase(config.databaseUrl);
  const app = await createApiApp(config);
  await app.listen(config.port, config.host);
  Logger.log(`Api listening on ${config.host}:${config.port}, reached at ${config.publicUrl}`, 'Bootstrap');
}

bootstrap().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
