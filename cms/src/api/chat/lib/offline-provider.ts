import { answerOffline } from './offline-assistant';
import type { ChatProvider, ProviderInput, ProviderResult } from './provider';

export class OfflineProvider implements ChatProvider {
  readonly name = 'offline';
  readonly readsImages = false;

  async reply({ question, image, knowledge }: ProviderInput): Promise<ProviderResult> {
    return { kind: 'ok', text: answerOffline(knowledge, question, Boolean(image)) };
  }
}
