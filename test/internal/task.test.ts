// The same cases against @lit/task's `Task` and ours (src/internal/task.ts): ours keeps its
// contract for the part the widgets use.
import {expect, fixture, html} from '@open-wc/testing';
import {Task as LitTask, TaskStatus as LitTaskStatus} from '@lit/task';
import {Task as OurTask, TaskStatus as OurTaskStatus} from '../../src/internal/task.js';
import {WidgetElement, type PropertyOptions} from '../../src/internal/widget-element.js';

/** A run the test settles by hand. */
interface Run {
  args: readonly unknown[];
  signal: AbortSignal;
  resolve(value: string): void;
  reject(error: unknown): void;
}

class TaskHost extends WidgetElement {
  static override properties: Record<string, PropertyOptions> = {arg: {attribute: false}};
  arg: unknown = 1;
}
customElements.define('task-host', TaskHost);

const implementations = {
  '@lit/task': {Task: LitTask, TaskStatus: LitTaskStatus},
  ours: {Task: OurTask, TaskStatus: OurTaskStatus},
} as unknown as Record<string, {Task: typeof OurTask; TaskStatus: typeof OurTaskStatus}>;

for (const [name, {Task, TaskStatus}] of Object.entries(implementations)) {
  describe(`Task: ${name}`, () => {
    /** A host whose task records its runs and its callbacks' calls. */
    async function setUp() {
      const host = await fixture<TaskHost>(html`<task-host></task-host>`);
      const runs: Run[] = [];
      const outcomes: unknown[] = [];
      const task = new Task(host, {
        args: () => [host.arg] as const,
        task: (args, {signal}) =>
          new Promise<string>((resolve, reject) => runs.push({args, signal, resolve, reject})),
        onComplete: (value) => outcomes.push(['complete', value]),
        onError: (error) => outcomes.push(['error', error]),
      });
      const shown = () =>
        task.render({
          initial: () => 'initial',
          pending: () => 'pending',
          complete: (value) => `complete ${value}`,
          error: (error) => `error ${String(error)}`,
        });
      return {host, task, runs, outcomes, shown};
    }

    it('is initial until its host updates, then runs with the arguments', async () => {
      const {host, task, runs, outcomes, shown} = await setUp();
      expect([task.status, shown()]).to.deep.equal([TaskStatus.INITIAL, 'initial']);
      host.requestUpdate();
      await host.updateComplete;
      expect([task.status, shown(), runs.length]).to.deep.equal([TaskStatus.PENDING, 'pending', 1]);
      expect(runs[0]!.args).to.deep.equal([1]);
      runs[0]!.resolve('one');
      await host.updateComplete;
      await host.updateComplete;
      expect([task.status, task.value, shown()]).to.deep.equal([
        TaskStatus.COMPLETE,
        'one',
        'complete one',
      ]);
      expect(outcomes).to.deep.equal([['complete', 'one']]);
    });

    it('runs again when an argument changes, not when it is the same (NaN too)', async () => {
      const {host, runs} = await setUp();
      host.arg = Number.NaN;
      await host.updateComplete;
      host.arg = Number.NaN;
      host.requestUpdate();
      await host.updateComplete;
      expect(runs.length).to.equal(1);
      host.arg = 2;
      await host.updateComplete;
      expect(runs.map((run) => run.args[0])).to.deep.equal([Number.NaN, 2]);
    });

    it('aborts a pending run when a newer one starts, and drops its outcome', async () => {
      const {host, task, runs, outcomes} = await setUp();
      host.requestUpdate();
      await host.updateComplete;
      host.arg = 2;
      await host.updateComplete;
      expect(runs.map((run) => run.signal.aborted)).to.deep.equal([true, false]);
      runs[0]!.resolve('old');
      runs[1]!.resolve('new');
      await new Promise((resolve) => setTimeout(resolve));
      expect(task.value).to.equal('new');
      expect(outcomes).to.deep.equal([['complete', 'new']]);
    });

    it('says an error, and calls onError', async () => {
      const {host, task, runs, outcomes, shown} = await setUp();
      host.requestUpdate();
      await host.updateComplete;
      const failure = new Error('down');
      runs[0]!.reject(failure);
      await new Promise((resolve) => setTimeout(resolve));
      expect([task.status, task.error, shown()]).to.deep.equal([
        TaskStatus.ERROR,
        failure,
        'error Error: down',
      ]);
      expect(outcomes).to.deep.equal([['error', failure]]);
    });

    it('aborts the pending run on abort(), and runs again on run()', async () => {
      const {host, task, runs} = await setUp();
      host.requestUpdate();
      await host.updateComplete;
      task.abort();
      expect(runs[0]!.signal.aborted).to.be.true;
      void task.run();
      expect(runs.length).to.equal(2);
      expect(runs[1]!.args).to.deep.equal([1]);
    });
  });
}
