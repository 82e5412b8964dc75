import { expect } from 'vitest';

/**
 * Asks probe() again and again (50 ms apart) until it holds, and expects the first probe that held to have been *sent*
 * within `ms` of the call: "a change takes effect within 2 s" is about the requests sent after it, not about how long
 * a loaded machine then takes to answer them (a burst of sign-ins on a busy CI host can take seconds by itself).
 * Gives up after `giveUpMs`. Returns how long after the call the probe that held was sent.
 */
export async function takesEffectWithin(
  ms: number,
  probe: () => Promise<boolean>,
  { giveUpMs = 60_000 }: { giveUpMs?: number } = {},
): Promise<number> {
  const started = Date.now();
  for (;;) {
    const sentAfter = Date.now() - started;
    if (await probe()) {
      expect(
        sentAfter,
        `the change took effect for a request sent ${sentAfter} ms after it, not within ${ms} ms`,
      ).toBeLessThanOrEqual(ms);
      return sentAfter;
    }
    if (Date.now() - started > Math.max(ms, giveUpMs))
      throw new Error(`the change did not take effect (last probe sent ${sentAfter} ms after it)`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
