import type { Core } from '@strapi/strapi';
import { markStopping } from './readiness';

/**
 * SIGTERM / SIGINT stop the server without dropping work: no new connections, requests in flight finish (at most
 * drainMs), answers during the drain close their connection, then Strapi closes the database and our destroy()
 * closes Redis, and the process exits 0. Strapi's own signal handler destroys every connection at once (dropping
 * requests in flight), so it is replaced.
 */
export function installGracefulStop(strapi: Core.Strapi, drainMs: number) {
  const server = strapi.server.httpServer;
  let inFlight = 0;
  let stopping = false;
  let drained: (() => void) | undefined;

  server.on('request', (_req, res) => {
    inFlight += 1;
    if (stopping) res.setHeader('Connection', 'close');
    res.once('close', () => {
      inFlight -= 1;
      if (inFlight === 0) drained?.();
    });
  });

  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    markStopping();
    strapi.log.info(
      `${signal}: stopping; no new connections, ${inFlight} request(s) in flight (drain ≤ ${drainMs} ms)`,
    );
    server.close();
    server.closeIdleConnections();
    await new Promise<void>((resolve) => {
      if (inFlight === 0) return resolve();
      drained = resolve;
      setTimeout(resolve, drainMs).unref();
    });
    if (inFlight > 0) strapi.log.warn(`${inFlight} request(s) still running after ${drainMs} ms; closing them.`);
    try {
      await strapi.destroy();
      strapi.log.info('Stopped.');
      process.exit(0);
    } catch (err) {
      strapi.log.error(err instanceof Error ? err : String(err));
      process.exit(1);
    }
  };

  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    for (const listener of process.listeners(signal)) process.off(signal, listener);
    process.on(signal, () => void stop(signal));
  }
  // Started by `npm start` with a channel to its launcher: when the launcher is gone, however it went (npm may end
  // it without passing the signal on), the cms stops the same way instead of serving on, orphaned.
  if (process.connected) process.once('disconnect', () => void stop('launcher gone'));
}
