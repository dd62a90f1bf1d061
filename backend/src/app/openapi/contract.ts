import { NestFactory } from '@nestjs/core';
import openapiTS, { astToString } from 'openapi-typescript';
import type { OpenAPI3 } from 'openapi-typescript';
import { loadConfig } from '../../config/app-config.js';
import { ApiModule } from '../api.module.js';
import { API_PREFIX } from '../create-api-app.js';
import { createApiDocument, loadPluginMetadata, undeclaredResponses } from './api-document.js';

/** The generated contract: the OpenAPI document and the TypeScript types made from it, by file name. */
export type Contract = Record<string, string>;

const HEADER = "/** Generated from the backend's OpenAPI document by `npm run contract`; do not edit. */\n";

/**
 * Builds the contract from the api's module graph without starting it: `preview` resolves the
 * modules and controllers but instantiates no provider, so no database, Redis or queue is needed.
 * Development settings with dev sign-in, so every route that can exist is in the document.
 */
export async function generateContract(): Promise<{ contract: Contract; undeclared: string[] }> {
  const config = loadConfig({ NODE_ENV: 'development', DEV_LOGIN: '1', DATABASE_URL: 'postgres://contract.invalid/none' });
  const app = await NestFactory.create(ApiModule.forRoot(config), { preview: true, logger: false });
  app.setGlobalPrefix(API_PREFIX);
  try {
    await loadPluginMetadata();
    const document = createApiDocument(app);
    const types = astToString(await openapiTS(document as OpenAPI3, { rootTypes: true, rootTypesNoSchemaPrefix: true }));
    return {
      contract: { 'openapi.json': `${JSON.stringify(document, null, 2)}\n`, 'index.d.ts': HEADER + types },
      undeclared: undeclaredResponses(document),
    };
  } finally {
    await app.close();
  }
}

/** The files of `expected` that `actual` lacks or has otherwise. */
export function staleFiles(expected: Contract, actual: Partial<Contract>): string[] {
  return Object.keys(expected).filter((name) => actual[name] !== expected[name]);
}
