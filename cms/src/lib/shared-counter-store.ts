import { MemoryCounterStore, type CounterStore } from './counter-store';

let store: CounterStore | undefined;

/** The one counter store of this process (rate limits, port-scan windows, login lockout, per-user limits). */
export function sharedCounterStore(): CounterStore {
  store ??= new MemoryCounterStore();
  return store;
}
