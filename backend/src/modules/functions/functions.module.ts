import { Module } from '@nestjs/common';
import { DiscoveryModule } from '@nestjs/core';
import { UsersModule } from '../users/index.js';
import { FunctionRegistry } from './function-registry.js';
import { FunctionsController } from './functions.controller.js';

/** Dispatches server functions to the `@ServerFunction` handlers the other contexts declare. */
@Module({
  imports: [DiscoveryModule, UsersModule],
  controllers: [FunctionsController],
  providers: [FunctionRegistry],
})
export class FunctionsModule {}
