import 'reflect-metadata';
import { Injectable, Module } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { ApiSchema } from '@nestjs/swagger';
import type { OpenAPIObject } from '@nestjs/swagger';
import { describeServerFunctions, functionModels, serverFunctionsOf } from './functions-contract.js';
import { ServerFunction } from './server-function.js';

@ApiSchema({ name: 'Greeting' })
class GreetingDto {}
class GreetParams {}

@Injectable()
@ServerFunction({ name: 'greet', params: GreetParams, result: GreetingDto })
class GreetFunction {}

@Injectable()
@ServerFunction({ name: 'count', result: GreetingDto })
class CountFunction {}

@Module({ providers: [GreetFunction, CountFunction] })
class FunctionsHere {}

describe("the contract's server functions", () => {
  it('finds every function of a preview app, by name, and the models of their params and data', async () => {
    const app = await NestFactory.create(FunctionsHere, { preview: true, logger: false });
    try {
      const functions = serverFunctionsOf(app);
      expect(functions.map(({ name }) => name)).toEqual(['count', 'greet']);
      expect(functionModels(functions)).toEqual([GreetingDto, GreetParams]);
    } finally {
      await app.close();
    }
  });

  it('ties each name to its params and data, names the functions in the invoke body and answers one of their data', () => {
    const document = {
      components: {
        schemas: {
          InvokeFunctionDto: { type: 'object', properties: { functionName: { type: 'string' } } },
          FunctionResult: { type: 'object', properties: { data: { anyOf: [{}], description: 'The answer.' } } },
        },
      },
    } as unknown as OpenAPIObject;
    describeServerFunctions(document, [
      { name: 'count', result: GreetingDto },
      { name: 'greet', params: GreetParams, result: GreetingDto },
    ]);
    const schemas = document.components!.schemas!;
    expect(schemas.ServerFunctions).toMatchObject({
      properties: {
        count: { properties: { data: { $ref: '#/components/schemas/Greeting' } }, required: ['data'] },
        greet: {
          properties: { params: { $ref: '#/components/schemas/GreetParams' }, data: { $ref: '#/components/schemas/Greeting' } },
          required: ['params', 'data'],
        },
      },
      required: ['count', 'greet'],
    });
    expect(schemas.InvokeFunctionDto).toEqual({ type: 'object', properties: { functionName: { type: 'string', enum: ['count', 'greet'] } } });
    expect(schemas.FunctionResult).toEqual({
      type: 'object',
      properties: { data: { description: 'The answer.', oneOf: [{ $ref: '#/components/schemas/Greeting' }] } },
    });
  });
});
