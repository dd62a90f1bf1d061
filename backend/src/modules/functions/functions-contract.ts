import type { INestApplicationContext } from '@nestjs/common';
import { ModulesContainer } from '@nestjs/core';
import { getSchemaPath } from '@nestjs/swagger';
import type { OpenAPIObject, ReferenceObject, SchemaObject } from '@nestjs/swagger';
import type { ServerFunctionOptions } from './server-function.js';
import { SERVER_FUNCTION } from './server-function.js';

/** The server functions of an app's modules, by name; a preview app's too, which makes no provider. */
export function serverFunctionsOf(app: INestApplicationContext): ServerFunctionOptions[] {
  const found: ServerFunctionOptions[] = [];
  for (const module of app.get(ModulesContainer).values()) {
    for (const provider of module.providers.values()) {
      const options = provider.metatype && (Reflect.getMetadata(SERVER_FUNCTION, provider.metatype) as ServerFunctionOptions | undefined);
      if (options) found.push(options);
    }
  }
  return found.sort((a, b) => a.name.localeCompare(b.name));
}

/** The DTOs of the functions' `params` and `data`, which no route names: extra models of the document. */
export const functionModels = (functions: ServerFunctionOptions[]) => [
  ...new Set(functions.flatMap(({ params, result }) => (params ? [params, result] : [result]))),
];

/**
 * `POST /api/functions/invoke` is one operation whose `data` depends on the body's `functionName`,
 * which OpenAPI cannot say. So the invoke body names the functions, its answer is one of their
 * `data`, and the schema `ServerFunctions` ties each name to its `params` and `data` for the client.
 */
export function describeServerFunctions(document: OpenAPIObject, functions: ServerFunctionOptions[]): void {
  if (functions.length === 0) return; // an app without the functions module
  const schemas = document.components!.schemas!;
  schemas.ServerFunctions = {
    type: 'object',
    description: "Each server function's `params` (none when absent) and answer `data`, by its name.",
    properties: Object.fromEntries(functions.map((options) => [options.name, callSchema(options)])),
    required: functions.map(({ name }) => name),
  };
  const invoke = schemas.InvokeFunctionDto as { properties: Record<string, object> };
  invoke.properties.functionName = { ...invoke.properties.functionName, enum: functions.map(({ name }) => name) };
  const answer = schemas.FunctionResult as { properties: { data: SchemaObject } };
  answer.properties.data = { description: answer.properties.data.description, oneOf: [...new Set(functions.map(({ result }) => result))].map(ref) };
}

function callSchema({ params, result }: ServerFunctionOptions): SchemaObject {
  const properties: Record<string, ReferenceObject> = params ? { params: ref(params), data: ref(result) } : { data: ref(result) };
  return { type: 'object', properties, required: Object.keys(properties) };
}

const ref = (model: new () => object): ReferenceObject => ({ $ref: getSchemaPath(model) });
