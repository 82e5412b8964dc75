import { answerOffline } from './offline-assistant';
import type { ChatProvider, ProviderInput, ProviderResult } from './provider';

export class OfflineProvider implements ChatProvider {
  readonly name = 'offline';

  async reply({ question, image, knowledge }: ProviderInput): Promise<ProviderResult> {
    return { kind: 'ok', text: answerOffline(knowledge, question, Boolean(image)) };
  }
}
