import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * The moment the e2e site's article scheduling takes as "now" (scripts/e2e-server.mjs starts the cms with
 * TEST_CLOCK_FILE at this path for its port): writing it moves the schedule's time; removing it restores real time.
 */
export const testClockFile = (port: string | number) => path.join(os.tmpdir(), `hmti-e2e-clock-${port}`);

export function setTestClock(baseURL: string | undefined, iso: string | null) {
  const file = testClockFile(new URL(baseURL ?? 'http://127.0.0.1:1347').port);
  if (iso === null) fs.rmSync(file, { force: true });
  else fs.writeFileSync(file, iso);
}
