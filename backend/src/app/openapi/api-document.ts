import type { INestApplication } from '@nestjs/common';
import { DocumentBuilder, SwaggerModule } from '@nestjs/swagger';
import type { OpenAPIObject } from '@nestjs/swagger';
import { ApiErrorDto } from '../../common/http/api-error.dto.js';
import { describeServerFunctions, functionModels, serverFunctionsOf } from '../../modules/functions/index.js';
import pluginMetadata from './plugin-metadata.generated.js';

const METHODS = ['get', 'put', 'post', 'delete', 'patch'] as const;

const ERROR_RESPONSE = { description: 'Refused or failed', content: { 'application/json': { schema: { $ref: '#/components/schemas/ApiError' } } } };

/**
 * Gives the DTOs and handlers what the compiler plugin read from their types (plugin-metadata.ts),
 * which the decorators no longer repeat; before any document is made.
 */
export function loadPluginMetadata(): Promise<void> {
  return SwaggerModule.loadPluginMetadata(pluginMetadata);
}

/**
 * The API's OpenAPI document, from the controllers' and DTOs' types and decorators. Every operation answers
 * its errors in the one shape of the exception filter, so that is declared once, here.
 */
export function createApiDocument(app: INestApplication): OpenAPIObject {
  const config = new DocumentBuilder()
    .setTitle('Hantelwerk API')
    .setDescription('Conventions (sign-in, errors, idempotency, limits): docs/api.md')
    .setVersion('1')
    .build();
  const functions = serverFunctionsOf(app);
  // The error body and the server functions' `params` and `data`, which no route names itself.
  const document = SwaggerModule.createDocument(app, config, { extraModels: [ApiErrorDto, ...functionModels(functions)] });
  describeServerFunctions(document, functions);
  for (const item of Object.values(document.paths)) {
    for (const method of METHODS) {
      const operation = item[method];
      if (!operation) continue;
      operation.responses['4XX'] = ERROR_RESPONSE;
      operation.responses['5XX'] = ERROR_RESPONSE;
    }
  }
  return document;
}

/**
 * Operations that declare no answer: neither a success with a body, nor a 204 or a redirect.
 * Nest gives every route a bare 200 or 201 of its own, which says nothing about the body.
 */
export function undeclaredResponses(document: OpenAPIObject): string[] {
  const missing: string[] = [];
  for (const [path, item] of Object.entries(document.paths)) {
    for (const method of METHODS) {
      const responses = item[method]?.responses;
      if (!responses) continue;
      const declared = Object.entries(responses).some(
        ([status, response]) => status === '204' || /^3\d\d$/.test(status) || (/^2\d\d$/.test(status) && response !== undefined && 'content' in response),
      );
      if (!declared) missing.push(`${method.toUpperCase()} ${path}`);
    }
  }
  return missing;
}
