import type { Core } from '@strapi/strapi';

/**
 * Runs `job` now and then every `intervalMs`, never two runs of this instance at once; a failed run is logged and
 * the next one tries again. Returns the stopper.
 */
export function everyInterval(strapi: Core.Strapi, name: string, intervalMs: number, job: () => Promise<unknown>) {
  let running = false;
  const run = async () => {
    if (running) return;
    running = true;
    try {
      await job();
    } catch (error) {
      strapi.log.warn(`${name} failed: ${(error as Error).message}`);
    } finally {
      running = false;
    }
  };
  void run();
  const timer = setInterval(() => void run(), Math.max(10, intervalMs));
  timer.unref();
  return () => clearInterval(timer);
}
