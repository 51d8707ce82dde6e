/**
 * A background job of one server process (checkout reconciliation, exchange-rate refresh, mail
 * outbox): a round now, then one every `everyMs` ms, never two at once.
 */

/** A started job: `run()` asks for a round now, `stop()` ends the job. */
export interface RepeatingJob {
  /**
   * Starts a round, or, while one is under way, asks for one more right after it. Resolves when
   * the round under way (or started) ends; never rejects (a failed round goes to `onError`).
   */
  run(): Promise<void>;
  /** No further rounds; resolves when the round under way, if any, has ended. */
  stop(): Promise<void>;
}

/**
 * Runs `round` at once and then every `everyMs` ms (the timer does not keep the process alive).
 * A round that throws is given to `onError` and the job goes on.
 */
export function startRepeatingJob(round: () => Promise<unknown>, everyMs: number, onError: (err: unknown) => void): RepeatingJob {
  let stopped = false;
  let running: Promise<void> | null = null;
  let again = false;
  const run = (): Promise<void> => {
    if (stopped) return Promise.resolve();
    if (running) {
      again = true;
      return running;
    }
    running = round()
      .then(() => undefined, onError)
      .finally(() => {
        running = null;
        if (again && !stopped) {
          again = false;
          void run();
        }
      });
    return running;
  };
  const timer = setInterval(() => void run(), everyMs);
  timer.unref();
  void run();
  return {
    run,
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}
