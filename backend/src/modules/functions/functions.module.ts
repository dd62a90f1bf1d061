import { Module } from '@nestjs/common';
import { DiscoveryModule } from '@nestjs/core';
import { FunctionRegistry } from './function-registry.js';
import { FunctionsController } from './functions.controller.js';

/** Dispatches server functions to the `@ServerFunction` handlers the other contexts declare. */
@Module({
  imports: [DiscoveryModule],
  controllers: [FunctionsController],
  providers: [FunctionRegistry],
})
export class FunctionsModule {}
