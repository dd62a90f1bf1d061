import type { Server } from 'node:http';
import { Logger } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import compression from 'compression';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { ApiExceptionFilter } from '../common/http/api-exception.filter.js';
import { jsonBody } from '../common/http/json-body.js';
import { personalAnswers } from '../common/http/personal-answers.js';
import { requestContext } from '../common/http/request-context.js';
import { refuseCrossSiteWrites } from '../common/http/same-origin.js';
import { securityHeaders } from '../common/http/security-headers.js';
import { rejectUnstorableInput } from '../common/http/storable-input.js';
import { createValidationPipe } from '../common/http/validation.pipe.js';
import type { AppConfig } from '../config/app-config.js';
import { Database } from '../database/database.js';
import { QUEUE_BOARD_PATH } from '../modules/admin/index.js';
import { UserEntity } from '../modules/users/index.js';
import { createSessionMiddleware } from '../common/http/session.js';
import { ApiModule } from './api.module.js';
import { ERROR_TEXTS } from './error-texts.js';
import { firstScreenReads } from './first-screen-reads.js';
import { frontendAssets } from './frontend-assets.js';
import { logLevels } from './log-levels.js';
import { API_DOCS_PATH, serveApiDocs } from './openapi/api-docs.js';

export const API_PREFIX = 'api';
const KEEP_ALIVE_MS = 65_000;

/** The whole HTTP pipeline; main.ts and the tests build the api through this one function. */
export async function createApiApp(config: AppConfig): Promise<NestExpressApplication> {
  const app = await NestFactory.create<NestExpressApplication>(ApiModule.forRoot(config), {
    bodyParser: false,
    logger: logLevels(),
  });
  // Clients and proxies reuse an idle connection until they hear otherwise; at Node's 5 s the api
  // closed some just as a request went out on them (ECONNRESET). Load balancers idle out at 60 s.
  const server = app.getHttpServer() as Server;
  server.keepAliveTimeout = KEEP_ALIVE_MS;
  server.headersTimeout = KEEP_ALIVE_MS + 1000;
  if (config.publicUrl.startsWith('https://')) app.set('trust proxy', 1);
  app.disable('x-powered-by');
  app.use(requestContext);
  app.use(securityHeaders(config.publicUrl, [QUEUE_BOARD_PATH, API_DOCS_PATH]));
  // JSON answers and index.html, gzip or brotli as asked; precompressed assets pass through untouched.
  app.use(compression());
  const session = createSessionMiddleware(config, app.get(Database).pool, UserEntity.options.tableName!);
  if (config.frontendDist)
    app.use(frontendAssets(config.frontendDist, { reads: firstScreenReads(app, session), waitMs: config.firstScreenWaitMs }, [QUEUE_BOARD_PATH]));
  app.use('/api', personalAnswers);
  app.use('/api', refuseCrossSiteWrites(config.publicUrl));
  app.use('/api', jsonBody);
  app.use('/api', rejectUnstorableInput);
  app.use('/api', session);
  // The queue board (bull-board) is a page of its own outside /api, behind the same session and checks.
  app.use(QUEUE_BOARD_PATH, refuseCrossSiteWrites(config.publicUrl), session);
  app.setGlobalPrefix(API_PREFIX, { exclude: [QUEUE_BOARD_PATH, `${QUEUE_BOARD_PATH}/{*rest}`] });
  app.useGlobalPipes(createValidationPipe());
  app.useGlobalFilters(new ApiExceptionFilter(ERROR_TEXTS));
  await serveApiDocs(app, config);
  app.enableShutdownHooks();
  Logger.log(`Frontend ${config.frontendDist ? `served from ${config.frontendDist}` : 'not built; api only'}`, 'Bootstrap');
  return app;
}
