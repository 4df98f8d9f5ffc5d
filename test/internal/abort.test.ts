import {expect} from '@open-wc/testing';
import {settleBy} from '../../src/internal/abort.js';
import {rejection} from '../rejection.js';
import {unhandledRejections} from '../unhandled-rejections.js';

const never = () => new Promise<never>(() => {});

describe('settleBy', () => {
  it('settles as the work does while the signal has not aborted', async () => {
    const signal = new AbortController().signal;
    expect(await settleBy(signal, Promise.resolve('answer'))).to.equal('answer');
    const failure = new Error('failed');
    expect(await rejection(settleBy(signal, Promise.reject(failure)))).to.equal(failure);
  });

  it("rejects with the signal's reason when it aborts first, though the work never settles", async () => {
    const controller = new AbortController();
    const settled = rejection(settleBy(controller.signal, never()));
    const reason = new Error('gave up');
    controller.abort(reason);
    expect(await settled).to.equal(reason);
    expect(await rejection(settleBy(AbortSignal.timeout(20), never()))).to.have.property(
      'name',
      'TimeoutError',
    );
  });

  it('rejects at once on a signal aborted already', async () => {
    const reason = new Error('before');
    expect(await rejection(settleBy(AbortSignal.abort(reason), never()))).to.equal(reason);
  });

  it('leaves no unhandled rejection when the work fails after the abort', async () => {
    const reasons = await unhandledRejections(async () => {
      const controller = new AbortController();
      let fail!: (error: Error) => void;
      const work = new Promise<never>((_, reject) => (fail = reject));
      const settled = rejection(settleBy(controller.signal, work));
      controller.abort();
      await settled;
      fail(new Error('late'));
      await new Promise((resolve) => setTimeout(resolve, 50));
    });
    expect(reasons).to.deep.equal([]);
  });
});
