import type { INestApplication } from '@nestjs/common';
import { SwaggerModule } from '@nestjs/swagger';
import type { AppConfig } from '../../config/app-config.js';
import { guardsAsMiddleware } from '../../modules/admin/index.js';
import { AdminGuard } from '../../common/http/admin.guard.js';
import { SignedInGuard } from '../../common/http/signed-in.guard.js';
import { createApiDocument, loadPluginMetadata } from './api-document.js';

/** Where Swagger UI is served; the document itself is at `<path>/json`. */
export const API_DOCS_PATH = '/api/docs';

/**
 * The OpenAPI document and Swagger UI at /api/docs: for admins in production (the same guards as
 * the admin routes, so 401/403 as JSON), for anyone in development. Built at the first visit.
 */
export async function serveApiDocs(app: INestApplication, config: AppConfig): Promise<void> {
  await loadPluginMetadata();
  if (config.nodeEnv === 'production') {
    app.use(API_DOCS_PATH, guardsAsMiddleware(app.get(SignedInGuard, { strict: false }), app.get(AdminGuard, { strict: false })));
  }
  SwaggerModule.setup(API_DOCS_PATH, app, () => createApiDocument(app), {
    jsonDocumentUrl: `${API_DOCS_PATH}/json`,
    useGlobalPrefix: false,
    ui: true,
    raw: ['json'],
  });
}
