import 'reflect-metadata';
import { Controller, Delete, Get, HttpCode, Module, Post, Redirect } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { ApiCreatedResponse, ApiFoundResponse, ApiOkResponse, ApiProperty } from '@nestjs/swagger';
import { createApiDocument, loadPluginMetadata, undeclaredResponses } from './api-document.js';

class Thing {
  @ApiProperty() name!: string;
}

@Controller('things')
class ThingsController {
  @Get()
  @ApiOkResponse({ type: [Thing] })
  list(): Thing[] {
    return [];
  }

  @Post()
  @ApiCreatedResponse({ type: Thing })
  create(): Thing {
    return { name: 'x' };
  }

  @Delete()
  @HttpCode(204)
  remove(): void {}

  @Get('elsewhere')
  @Redirect('/')
  @ApiFoundResponse({ description: 'To the start page.' })
  elsewhere(): void {}

  @Get('bare')
  bare() {
    return { name: 'x' };
  }

  @Post('bare')
  createBare() {
    return { name: 'x' };
  }
}

@Module({ controllers: [ThingsController] })
class ThingsModule {}

async function documentOf(module: object) {
  const app = await NestFactory.create(module, { preview: true, logger: false });
  try {
    return createApiDocument(app);
  } finally {
    await app.close();
  }
}

describe('the OpenAPI document', () => {
  beforeAll(() => loadPluginMetadata());

  it('names every route that declares no response, so that the contract check refuses it', async () => {
    expect(undeclaredResponses(await documentOf(ThingsModule))).toEqual(['GET /things/bare', 'POST /things/bare']);
  });

  it('gives every route the one error body of the API', async () => {
    const document = await documentOf(ThingsModule);
    expect(document.paths['/things']!.get!.responses['4XX']).toEqual({
      description: 'Refused or failed',
      content: { 'application/json': { schema: { $ref: '#/components/schemas/ApiError' } } },
    });
    expect(document.components!.schemas!.ApiError).toMatchObject({ required: ['message', 'error', 'code'] });
    expect(Object.keys((document.components!.schemas!.ApiError as { properties: object }).properties).sort()).toEqual([
      'code',
      'details',
      'error',
      'message',
      'params',
    ]);
  });
});
