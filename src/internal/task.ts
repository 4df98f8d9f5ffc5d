import type {ReactiveControllerHost} from '@lit/reactive-element';
import {notEqual} from './not-equal.js';

/** Where a task is: as @lit/task's `TaskStatus`. */
export const TaskStatus = {INITIAL: 0, PENDING: 1, COMPLETE: 2, ERROR: 3} as const;
export type TaskStatus = (typeof TaskStatus)[keyof typeof TaskStatus];

export interface TaskConfig<T extends readonly unknown[], R> {
  task: (args: T, options: {signal: AbortSignal}) => Promise<R>;
  args: () => T;
  onComplete?: (value: R) => void;
  onError?: (error: unknown) => void;
}

/** What `render` shows in each status. */
export interface TaskRenderer<R> {
  initial?: () => unknown;
  pending?: () => unknown;
  complete?: (value: R) => unknown;
  error?: (error: unknown) => unknown;
}

/**
 * A host's asynchronous work, run again when its arguments change: @lit/task's `Task` contract
 * for the part the widgets use (`args`, `task` with an `AbortSignal`, `onComplete`, `onError`,
 * `status`, `value`, `error`, `run`, `abort`, `render`), which test/internal/task.test.ts runs
 * against both. Ours because @lit/task imports lit's whole element class (through `notEqual`),
 * which would put a second element base into every bundle of the package.
 */
export class Task<T extends readonly unknown[], R> {
  private _status: TaskStatus = TaskStatus.INITIAL;
  private _value?: R;
  private _error?: unknown;
  private _previousArgs?: T;
  private _callId = 0;
  private _controller?: AbortController;

  constructor(
    private readonly _host: ReactiveControllerHost,
    private readonly _config: TaskConfig<T, R>,
  ) {
    _host.addController(this);
  }

  get status(): TaskStatus {
    return this._status;
  }

  get value(): R | undefined {
    return this._value;
  }

  get error(): unknown {
    return this._error;
  }

  /** Before each update: runs when the arguments are not those of the last run. */
  hostUpdate(): void {
    const args = this._config.args();
    const previous = this._previousArgs;
    this._previousArgs = args;
    if (
      !previous ||
      previous.length !== args.length ||
      args.some((value, index) => notEqual(value, previous[index]))
    ) {
      void this.run(args);
    }
  }

  /** Runs the task (with the current arguments unless given), aborting a run still pending. */
  async run(args: T = this._config.args()): Promise<void> {
    this._previousArgs = args;
    if (this._status === TaskStatus.PENDING) this._controller?.abort();
    this._status = TaskStatus.PENDING;
    this._host.requestUpdate();
    const key = ++this._callId;
    const controller = (this._controller = new AbortController());
    let value: R | undefined;
    let error: unknown;
    let failed = false;
    try {
      value = await this._config.task(args, {signal: controller.signal});
    } catch (cause) {
      failed = true;
      error = cause;
    }
    if (key !== this._callId) return;
    try {
      if (failed) this._config.onError?.(error);
      else this._config.onComplete?.(value!);
    } catch {
      // A failing callback does not change the outcome (as in @lit/task).
    }
    this._status = failed ? TaskStatus.ERROR : TaskStatus.COMPLETE;
    this._value = value;
    this._error = error;
    this._host.requestUpdate();
  }

  /** Aborts a pending run (its signal aborts; its outcome stays pending until it settles). */
  abort(reason?: unknown): void {
    if (this._status === TaskStatus.PENDING) this._controller?.abort(reason);
  }

  render(renderer: TaskRenderer<R>): unknown {
    switch (this._status) {
      case TaskStatus.INITIAL:
        return renderer.initial?.();
      case TaskStatus.PENDING:
        return renderer.pending?.();
      case TaskStatus.COMPLETE:
        return renderer.complete?.(this._value!);
      default:
        return renderer.error?.(this._error);
    }
  }
}
