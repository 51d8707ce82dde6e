import { afterEach, describe, expect, it } from 'vitest';
import { startRepeatingJob, type RepeatingJob } from '../../src/lib/repeating-job.ts';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('a repeating background job', () => {
  let job: RepeatingJob | null = null;
  afterEach(async () => {
    await job?.stop();
    job = null;
  });

  it('runs a round at once, then one every interval', async () => {
    let rounds = 0;
    job = startRepeatingJob(async () => void rounds++, 30, () => {});
    expect(rounds).toBe(1);
    await sleep(100);
    expect(rounds).toBeGreaterThanOrEqual(2);
  });

  it('never runs two rounds at once; a run asked during a round comes once, right after it', async () => {
    let active = 0;
    let most = 0;
    let rounds = 0;
    let release!: () => void;
    job = startRepeatingJob(
      async () => {
        rounds++;
        active++;
        most = Math.max(most, active);
        if (rounds === 1) await new Promise<void>((r) => (release = r));
        active--;
      },
      60_000,
      () => {},
    );
    const first = job.run();
    void job.run();
    void job.run();
    expect(rounds).toBe(1);
    release();
    await first;
    await sleep(10);
    expect(rounds).toBe(2);
    expect(most).toBe(1);
  });

  it('hands a failed round to onError and goes on', async () => {
    const errors: unknown[] = [];
    let rounds = 0;
    job = startRepeatingJob(
      async () => {
        rounds++;
        if (rounds === 1) throw new Error('down');
      },
      60_000,
      (err) => errors.push(err),
    );
    await sleep(10);
    expect(errors).toHaveLength(1);
    expect((errors[0] as Error).message).toBe('down');
    await job.run();
    expect(rounds).toBe(2);
    expect(errors).toHaveLength(1);
  });

  it('stop waits for the round under way and then runs no more', async () => {
    let finished = false;
    let rounds = 0;
    job = startRepeatingJob(
      async () => {
        rounds++;
        await sleep(30);
        finished = true;
      },
      10,
      () => {},
    );
    await job.stop();
    expect(finished).toBe(true);
    await job.run();
    await sleep(40);
    expect(rounds).toBe(1);
  });
});
