import { Inject, Injectable, OnApplicationBootstrap } from '@nestjs/common';
import { DiscoveryService } from '@nestjs/core';
import type { ServerFunctionHandler, ServerFunctionOptions } from './server-function.js';
import { SERVER_FUNCTION } from './server-function.js';

export interface RegisteredFunction {
  options: ServerFunctionOptions;
  handler: ServerFunctionHandler;
}

/** Finds every `@ServerFunction` provider at start; refuses to boot when a name is taken twice. */
@Injectable()
export class FunctionRegistry implements OnApplicationBootstrap {
  private readonly functions = new Map<string, RegisteredFunction>();

  constructor(@Inject(DiscoveryService) private readonly discovery: DiscoveryService) {}

  onApplicationBootstrap(): void {
    for (const wrapper of this.discovery.getProviders()) {
      const instance = wrapper.instance as ServerFunctionHandler | undefined;
      if (!instance || !wrapper.metatype) continue;
      const options = Reflect.getMetadata(SERVER_FUNCTION, wrapper.metatype) as ServerFunctionOptions | undefined;
      if (!options) continue;
      if (this.functions.has(options.name)) throw new Error(`Two handlers for server function ${options.name}`);
      this.functions.set(options.name, { options, handler: instance });
    }
  }

  find(name: string): RegisteredFunction | undefined {
    return this.functions.get(name);
  }

  names(): string[] {
    return [...this.functions.keys()].sort();
  }
}
