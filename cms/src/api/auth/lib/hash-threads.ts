import { Worker } from 'node:worker_threads';

type Operation = 'argon2Hash' | 'argon2Verify' | 'bcryptVerify';
interface Job {
  operation: Operation;
  args: unknown[];
  resolve: (value: unknown) => void;
  reject: (error: Error) => void;
}

/**
 * The native modules are passed as resolved paths because an evaluated worker has no module path. The threads run at
 * normal priority: at a lower one (nice 10 or 19) every hash waits behind whatever else the host is busy with
 * (docs/decisions.md, "argon2id on our own worker threads").
 */
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const argon2 = require(workerData.argon2);
const bcrypt = require(workerData.bcrypt);
const operations = {
  argon2Hash: (plain, options) => argon2.hashSync(plain, options),
  argon2Verify: (stored, plain) => { try { return argon2.verifySync(stored, plain); } catch { return false; } },
  bcryptVerify: (bytes, stored) => bcrypt.verifySync(Buffer.from(bytes), stored),
};
parentPort.on('message', ({ operation, args }) => {
  try { parentPort.postMessage({ result: operations[operation](...args) }); }
  catch (error) { parentPort.postMessage({ error: String(error && error.message ? error.message : error) }); }
});
`;

/**
 * A fixed number of worker threads for password hashing; jobs beyond them wait in arrival order, so a flood of
 * sign-ins queues instead of taking every core from the requests being answered meanwhile.
 */
export class HashThreads {
  private readonly idle: Worker[] = [];
  private readonly waiting: Job[] = [];
  private readonly all: Worker[] = [];

  constructor(private readonly size: number) {}

  run<T>(operation: Operation, ...args: unknown[]): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      this.waiting.push({ operation, args, resolve: resolve as (value: unknown) => void, reject });
      this.dispatch();
    });
  }

  async close(): Promise<void> {
    await Promise.all(this.all.map((worker) => worker.terminate()));
    this.all.length = 0;
    this.idle.length = 0;
  }

  private dispatch(): void {
    while (this.waiting.length > 0) {
      const worker = this.idle.pop() ?? (this.all.length < this.size ? this.spawn() : undefined);
      if (!worker) return;
      this.start(worker, this.waiting.shift() as Job);
    }
  }

  private start(worker: Worker, job: Job): void {
    const settle = (message: { result?: unknown; error?: string }) => {
      worker.off('error', fail);
      worker.unref();
      this.idle.push(worker);
      if (message.error === undefined) job.resolve(message.result);
      else job.reject(new Error(message.error));
      this.dispatch();
    };
    const fail = (error: Error) => {
      worker.off('message', settle);
      this.remove(worker);
      job.reject(error);
      this.dispatch();
    };
    worker.once('message', settle);
    worker.once('error', fail);
    worker.ref();
    worker.postMessage({ operation: job.operation, args: job.args });
  }

  private spawn(): Worker {
    const worker = new Worker(WORKER_SOURCE, {
      eval: true,
      workerData: {
        argon2: require.resolve('@node-rs/argon2'),
        bcrypt: require.resolve('@node-rs/bcrypt'),
      },
    });
    worker.unref();
    worker.on('exit', () => this.remove(worker));
    this.all.push(worker);
    return worker;
  }

  private remove(worker: Worker): void {
    for (const list of [this.all, this.idle]) {
      const at = list.indexOf(worker);
      if (at >= 0) list.splice(at, 1);
    }
  }
}
