import fs from 'fs';
import { appConfig } from '../../config/app-config';

/**
 * "Now" for article schedules: the real time, or — in tests, never in production — the moment written in
 * TEST_CLOCK_FILE (an ISO time), so a test moves time forward by writing the file instead of waiting.
 * Several instances given the same file share one clock.
 */
export function scheduleNow(): Date {
  const file = appConfig.scheduledPublishing.testClockFile;
  if (file) {
    try {
      const written = new Date(fs.readFileSync(file, 'utf8').trim());
      if (Number.isFinite(written.getTime())) return written;
    } catch {
      // No file (yet): the real time.
    }
  }
  return new Date();
}
