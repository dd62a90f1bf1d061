import { Inject, Injectable, Logger, Module } from '@nestjs/common';
import type { OnApplicationBootstrap } from '@nestjs/common';
import type { AppConfig } from '../../config/app-config.js';
import { APP_CONFIG } from '../../config/config.module.js';
import { Coach } from './coach.js';
import type { LanguageModel } from './language-model.js';
import { LANGUAGE_MODEL } from './language-model.js';
import { OfflineLanguageModel } from './offline/offline-language-model.js';
import { OpenAiLanguageModel } from './openai-language-model.js';

/** The language model the configuration asks for: OpenAI-compatible with a key, else the offline coach. */
export function createLanguageModel(config: AppConfig): LanguageModel {
  if (!config.openai) return new OfflineLanguageModel();
  return new OpenAiLanguageModel(config.openai);
}

/** Readies the language model at boot: only the worker, which answers the questions, provides it. */
@Injectable()
export class LanguageModelWarmUp implements OnApplicationBootstrap {
  constructor(@Inject(LANGUAGE_MODEL) private readonly languageModel: LanguageModel) {}

  async onApplicationBootstrap(): Promise<void> {
    const started = Date.now();
    await this.languageModel.prepare?.();
    if (this.languageModel.prepare) new Logger('LanguageModel').log(`Ready in ${Date.now() - started} ms`);
  }
}

@Module({
  providers: [
    {
      provide: LANGUAGE_MODEL,
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig) => {
        const model = createLanguageModel(config);
        new Logger('LanguageModel').log(
          model.model === 'offline'
            ? 'No OPENAI_API_KEY: the built-in offline coach answers'
            : `OpenAI-compatible model ${model.model}${config.openai?.baseUrl ? ` at ${config.openai.baseUrl}` : ''}`,
        );
        return model;
      },
    },
    Coach,
  ],
  exports: [LANGUAGE_MODEL, Coach],
})
export class CoachModule {}
