// The parts of NLP.js (CommonJS, shipped without types) the intent classifier uses.

declare module '@nlpjs/core' {
  export interface Container {
    use(plugin: unknown): void;
  }
  export function containerBootstrap(): Container;
}

declare module '@nlpjs/lang-de' {
  export class LangDe {}
}

declare module '@nlpjs/nlu' {
  import type { Container } from '@nlpjs/core';

  export interface NluSettings {
    locale: string;
    useNoneFeature?: boolean;
    spellCheck?: boolean;
    spellCheckDistance?: number;
    log?: boolean;
    keepStopwords?: boolean;
  }

  export class NluNeural {
    constructor(settings: NluSettings, container: Container);
    train(corpus: { utterance: string; intent: string }[]): Promise<unknown>;
    process(utterance: string): Promise<{ classifications: { intent: string; score: number }[] }>;
    toJSON(): object;
    fromJSON(json: object): void;
    /** The intents to score, listed on first use when unset. */
    intentsArr: string[] | undefined;
  }
}
