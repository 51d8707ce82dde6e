/**
 * The flow helper (decision 104): steps run in order, a throw undoes the completed steps in reverse
 * order and rethrows the original error, a failing undo is logged with its step's name and hides
 * nothing, and each step reads the outputs of the steps before it by name.
 */
import { describe, expect, it } from 'vitest';
import { failedUndo, flow, undoFailures } from '../../src/flows/flow.ts';

/** A log that keeps what it is told. */
function memoryLog() {
  const lines: string[] = [];
  return { lines, error: (...args: unknown[]) => void lines.push(args.map(String).join(' ')) };
}

describe('flow', () => {
  it('runs the steps in order and answers every output by name', async () => {
    const seen: string[] = [];
    const f = flow<{ base: number }>('sum')
      .step({ name: 'one', run: (ctx) => (seen.push('one'), ctx.base + 1) })
      .step({ name: 'two', run: async (_ctx, done) => (seen.push('two'), `${done.one * 2}`) })
      .step({ name: 'three', run: (_ctx, done) => (seen.push('three'), { text: done.two, one: done.one }) });
    const out = await f.run({ base: 4 });
    expect(seen).toEqual(['one', 'two', 'three']);
    expect(out).toEqual({ one: 5, two: '10', three: { text: '10', one: 5 } });
    expect(f.stepNames).toEqual(['one', 'two', 'three']);
  });

  it('on a throw undoes the completed steps in reverse order, each with its output and the error, then rethrows it', async () => {
    const undone: [string, unknown, unknown][] = [];
    const boom = new Error('sold out');
    let ranAfter = false;
    const f = flow<null>('checkout')
      .step({ name: 'reserveStock', run: () => 'reservation-1', undo: (_c, out, err) => void undone.push(['releaseStock', out, err]) })
      .step({ name: 'note', run: () => 'nothing to undo' })
      .step({ name: 'capturePayment', run: async () => 'capture-7', undo: async (_c, out, err) => void undone.push(['refundPayment', out, err]) })
      .step({ name: 'writeOrder', run: () => { throw boom; }, undo: () => void undone.push(['never', null, null]) })
      .step({ name: 'after', run: () => void (ranAfter = true) });
    const log = memoryLog();
    await expect(f.run(null, log)).rejects.toBe(boom);
    expect(undone).toEqual([
      ['refundPayment', 'capture-7', boom],
      ['releaseStock', 'reservation-1', boom],
    ]);
    expect(ranAfter).toBe(false);
    expect(log.lines).toEqual([]);
    expect(undoFailures(boom)).toEqual([]);
  });

  it('an undo that fails is logged with its step name, the earlier undos still run and the original error is thrown', async () => {
    const undone: string[] = [];
    const original = new Error('stock ran out');
    const f = flow<null>('refund')
      .step({ name: 'claimRefund', run: () => 1, undo: () => void undone.push('releaseClaim') })
      .step({ name: 'capturePayment', run: () => 2, undo: async () => { throw new Error('provider down'); } })
      .step({ name: 'writeOrder', run: async () => { throw original; } });
    const log = memoryLog();
    const thrown = await f.run(null, log).catch((e: unknown) => e);
    expect(thrown).toBe(original);
    expect(undone).toEqual(['releaseClaim']);
    expect(log.lines).toHaveLength(1);
    expect(log.lines[0]).toContain('flow refund: undo of step capturePayment failed (after writeOrder failed)');
    expect(log.lines[0]).toContain('provider down');
    expect(undoFailures(original)).toEqual([{ step: 'capturePayment', error: new Error('provider down') }]);
    expect(failedUndo(original, 'capturePayment')?.error).toEqual(new Error('provider down'));
    expect(failedUndo(original, 'claimRefund')).toBeUndefined();
  });

  it('an undo may decide from the error to do nothing (an unknown outcome is left to the reconciler)', async () => {
    const refunded: unknown[] = [];
    class Refused extends Error {}
    const f = (fail: Error) =>
      flow<null>('pay')
        .step({ name: 'capturePayment', run: () => 'cap', undo: (_c, out, err) => void (err instanceof Refused && refunded.push(out)) })
        .step({ name: 'writeOrder', run: () => { throw fail; } });
    await expect(f(new Error('connection lost')).run(null)).rejects.toThrow('connection lost');
    expect(refunded).toEqual([]);
    await expect(f(new Refused('sold out')).run(null)).rejects.toThrow('sold out');
    expect(refunded).toEqual(['cap']);
  });

  it('after a point of no return a later failure undoes nothing; before it, undos run', async () => {
    const undone: string[] = [];
    const f = (failAt: 'refundPayment' | 'finishRefund') =>
      flow<null>('refund')
        .step({ name: 'claimRefund', run: () => 'claim', undo: () => void undone.push('releaseClaim') })
        .step({ name: 'refundPayment', pointOfNoReturn: true, run: () => { if (failAt === 'refundPayment') throw new Error('declined'); }, undo: () => void undone.push('never') })
        .step({ name: 'finishRefund', run: () => { throw new Error('database down'); } });
    await expect(f('finishRefund').run(null)).rejects.toThrow('database down');
    expect(undone).toEqual([]);
    await expect(f('refundPayment').run(null)).rejects.toThrow('declined');
    expect(undone).toEqual(['releaseClaim']);
  });

  it('a step that throws first undoes nothing; a second step of the same name is refused', async () => {
    const f = flow<null>('first').step({ name: 'a', run: () => { throw new Error('no'); }, undo: () => { throw new Error('not called'); } });
    const log = memoryLog();
    await expect(f.run(null, log)).rejects.toThrow('no');
    expect(log.lines).toEqual([]);
    expect(() => flow<null>('twice').step({ name: 'a', run: () => 1 }).step({ name: 'a', run: () => 2 })).toThrow('a second step named a');
  });

  it('outputs are typed by step name', async () => {
    const f = flow<null>('typed')
      .step({ name: 'count', run: () => 3 })
      .step({ name: 'label', run: (_c, done) => done.count.toFixed(1) });
    const out = await f.run(null);
    const label: string = out.label;
    const count: number = out.count;
    expect([label, count]).toEqual(['3.0', 3]);
    // @ts-expect-error a step that does not exist has no output
    expect(out.missing).toBeUndefined();
  });
});
