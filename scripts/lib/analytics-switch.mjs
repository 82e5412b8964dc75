// Loaded into a benchmark cms with `node --import` (never part of the cms): on SIGUSR2 it reads a plan from the file
// named by BENCH_ANALYTICS_SWITCH — windows of `windowMs`, each with page-view counting on or off — and runs it in
// this process: at each window's end it notes the CPU time the process used (all threads, and the main thread), the
// garbage collector's pauses and the answers it sent, then switches counting for the next. When the plan is done it writes the windows to `<file>.done`. So the two
// sides are compared inside one process, a fraction of a second apart, under whatever else the machine is doing.
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { createRequire } from 'node:module';
import { PerformanceObserver } from 'node:perf_hooks';

const file = process.env.BENCH_ANALYTICS_SWITCH;

/** The main thread's CPU time at the last reading, and the garbage collector's pauses so far (ms). */
let mainNs = 0;
let gcMs = 0;
new PerformanceObserver((list) => {
  for (const e of list.getEntries()) gcMs += e.duration;
}).observe({ entryTypes: ['gc'] });
/** CPU time of every thread of this process so far, in nanoseconds (the scheduler's account). */
const cpuNanos = () => {
  let total = 0;
  for (const tid of fs.readdirSync('/proc/self/task')) {
    try {
      const ns = Number(fs.readFileSync(`/proc/self/task/${tid}/schedstat`, 'utf8').split(' ')[0]);
      total += ns;
      if (Number(tid) === process.pid) mainNs = ns;
    } catch {
      /* the thread ended between the listing and the read */
    }
  }
  return total;
};

if (file) {
  // Every answer ends once: counting the ends counts the answers (the same small step for every window).
  let answers = 0;
  const end = http.ServerResponse.prototype.end;
  http.ServerResponse.prototype.end = function countedEnd(...args) {
    answers += 1;
    return end.apply(this, args);
  };
  const cmsRequire = createRequire(path.resolve(import.meta.dirname, '../../cms/package.json'));
  process.on('SIGUSR2', () => {
    // The cms's own config object (the module instance the cms loaded), read by every request.
    const { appConfig } = cmsRequire('./dist/src/config/app-config.js');
    /** @type {{ windowMs: number, counting: boolean[] }} */
    const plan = JSON.parse(fs.readFileSync(file, 'utf8'));
    /** @type {Array<{ counting: boolean, cpuNs: number, mainNs: number, gcMs: number, answers: number, ms: number }>} */
    const windows = [];
    let i = 0;
    let last = { cpu: cpuNanos(), main: mainNs, gc: gcMs, answers, at: performance.now() };
    appConfig.analytics.enabled = plan.counting[0];
    const next = () => {
      const now = { cpu: cpuNanos(), main: mainNs, gc: gcMs, answers, at: performance.now() };
      windows.push({
        counting: plan.counting[i],
        cpuNs: now.cpu - last.cpu,
        mainNs: now.main - last.main,
        gcMs: now.gc - last.gc,
        answers: now.answers - last.answers,
        ms: now.at - last.at,
      });
      last = now;
      i += 1;
      if (i === plan.counting.length) {
        appConfig.analytics.enabled = false;
        fs.writeFileSync(`${file}.done`, JSON.stringify(windows));
        return;
      }
      appConfig.analytics.enabled = plan.counting[i];
      // Read after the switch, so the reading's own cost falls in the window it opens, whichever that is.
      last = { cpu: cpuNanos(), main: mainNs, gc: gcMs, answers, at: performance.now() };
      setTimeout(next, plan.windowMs);
    };
    setTimeout(next, plan.windowMs);
  });
}
