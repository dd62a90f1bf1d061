import 'reflect-metadata';
import { Logger } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { logLevels } from './app/log-levels.js';
import { WorkerModule } from './app/worker.module.js';
import { ConfigError, loadConfig } from './config/app-config.js';
import { prepareDatabase } from './app/prepare-database.js';

async function bootstrap(): Promise<void> {
  const config = loadConfig();
  await prepareDatabase(config.databaseUrl);
  const app = await NestFactory.createApplicationContext(WorkerModule.forRoot(config), { logger: logLevels() });
  // SIGTERM lets BullMQ finish or hand back running jobs before the process exits.
  app.enableShutdownHooks();
  Logger.log(`Worker ${process.pid} consuming queues`, 'Bootstrap');
}

bootstrap().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
