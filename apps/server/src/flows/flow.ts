/**
 * Flows that call the outside world as named steps with their undo beside them (decision 104),
 * after Medusa's workflows (createStep(name, invoke, compensate)) without its engine:
 *
 *   const refund = flow<Ctx>('refund')
 *     .step({ name: 'claimRefund', run: claim, undo: releaseClaim })
 *     .step({ name: 'refundPayment', run: (ctx, done) => pay(ctx, done.claimRefund) })
 *     .step({ name: 'finishRefund', run: finish });
 *   const { finishRefund } = await refund.run(ctx);
 *
 * Running a flow runs its steps in order; a step reads the outputs of the steps before it by name
 * (`done`, typed). When a step throws, the undos of the steps that completed run in reverse order,
 * each given its step's output and the error, then the original error is thrown again. An undo may
 * look at the error and do nothing (e.g. never refund when the outcome is unknown: the reconciler
 * settles it). An undo that fails is logged with its step's name and the next undo still runs; the
 * original error is still the one thrown, and `undoFailures(error)` / `failedUndo(error, step)` tell
 * which undos failed and why (a caller that answers differently when money could not be given back
 * reads them).
 * A step without an undo is one nothing needs undoing after, or one whose undo is deliberately
 * left to the reconciler: the flow says which in a comment. A step marked `pointOfNoReturn` (money
 * went out, an order was committed) ends going back: once it completed, a later failure undoes
 * nothing, and what is left is finished by a retry (same idempotency key) or the reconciler.
 */

/** The outputs of a flow's completed steps, by step name. */
export type Done = Record<string, unknown>;

/** One named step: `run` does the work and answers its output; `undo` takes it back when a later step fails. */
export interface Step<C, D extends Done, N extends string, O> {
  name: N;
  /** The work; `done` holds the outputs of the steps before it. */
  run(ctx: C, done: D): Promise<O> | O;
  /** Runs when a later step throws `error`, with this step's output; may decide to do nothing. */
  undo?(ctx: C, output: O, error: unknown): Promise<void> | void;
  /** Once this step completed, a later failure undoes nothing (see the module comment). */
  pointOfNoReturn?: boolean;
}

type AnyStep<C> = Step<C, Done, string, unknown>;

/** Where a failed undo is told (console by default; tests pass their own). */
export type FlowLog = Pick<Console, 'error'>;

/** An undo that failed: its step's name and what it threw. */
export interface UndoFailure {
  step: string;
  error: unknown;
}

const failedUndos = new WeakMap<object, UndoFailure[]>();

/** The undos that failed while `error` unwound a flow, in the order they ran (empty when all undid, or none ran). */
export function undoFailures(error: unknown): readonly UndoFailure[] {
  return (typeof error === 'object' && error !== null && failedUndos.get(error)) || [];
}

/** The failure of step `step`'s undo while `error` unwound a flow (with what it threw), or undefined when it did not fail. */
export function failedUndo(error: unknown, step: string): UndoFailure | undefined {
  return undoFailures(error).find((f) => f.step === step);
}

/** A flow: its name and its steps in order. Immutable: `step` answers a new flow with one more step. */
export class Flow<C, D extends Done = Record<never, never>> {
  constructor(
    readonly name: string,
    private readonly steps: readonly AnyStep<C>[] = [],
  ) {}

  /** This flow with `step` added last; its output is `done[step.name]` for the steps after it. Names are unique. */
  step<N extends string, O>(step: Step<C, D, N, O>): Flow<C, D & { [K in N]: O }> {
    if (this.steps.some((s) => s.name === step.name)) throw new Error(`flow ${this.name}: a second step named ${step.name}`);
    return new Flow(this.name, [...this.steps, step as unknown as AnyStep<C>]);
  }

  /** The step names in order (the order undos run in is the reverse). */
  get stepNames(): readonly string[] {
    return this.steps.map((s) => s.name);
  }

  /** Runs the steps in order and answers every step's output by name; on a throw, undoes (see the module comment) and rethrows. */
  async run(ctx: C, log: FlowLog = console): Promise<D> {
    const done: Done = {};
    const completed: AnyStep<C>[] = [];
    for (const step of this.steps) {
      try {
        done[step.name] = await step.run(ctx, done);
      } catch (error) {
        for (const earlier of [...completed].reverse()) {
          try {
            await earlier.undo?.(ctx, done[earlier.name], error);
          } catch (undoErr) {
            log.error(`flow ${this.name}: undo of step ${earlier.name} failed (after ${step.name} failed)`, undoErr);
            if (typeof error === 'object' && error !== null) failedUndos.set(error, [...undoFailures(error), { step: earlier.name, error: undoErr }]);
          }
        }
        throw error;
      }
      if (step.pointOfNoReturn) completed.length = 0;
      else completed.push(step);
    }
    return done as D;
  }
}

/** A new flow named `name` (used in the log of a failed undo), to add steps to with `.step`. */
export function flow<C>(name: string): Flow<C> {
  return new Flow<C>(name);
}
