// The rate store on Cloudflare's rate-limiting binding, against the binding as workerd runs it
// (through Miniflare), called in this process.
import assert from 'node:assert/strict';
import {after, before, describe, it} from 'node:test';
import {isRateLimitBinding, rateLimitBindingStore} from '../../src/proxy/rate-limit-binding.js';
import {withinOneWindow, workerdRuntime} from './workerd-runtime.js';

describe('the rate-limiting binding', {timeout: 60_000}, () => {
  let runtime: Awaited<ReturnType<typeof workerdRuntime>>;
  before(async () => {
    runtime = await workerdRuntime({RATE_LIMITER: {simple: {limit: 2, period: 60}}});
  });
  after(() => runtime.dispose());

  it('is recognised by its limit method, and nothing else is', () => {
    assert.equal(isRateLimitBinding(runtime.bindings.RATE_LIMITER), true);
    for (const value of [undefined, null, {}, {limit: 2}, 'RATE_LIMITER', () => {}]) {
      assert.equal(isRateLimitBinding(value), false, String(value));
    }
  });

  describe('as a rate store', () => {
    it('lets a client through while the binding does (0), then tells it to wait 10 s', async () => {
      assert.ok(isRateLimitBinding(runtime.bindings.RATE_LIMITER));
      const rates = rateLimitBindingStore(runtime.bindings.RATE_LIMITER);
      // The proxy's own burst and rate are not used: the binding's limit of 2 counts.
      const waits = await withinOneWindow(60, async (attempt) => {
        const seen = [];
        for (let i = 0; i < 3; i++)
          seen.push(await rates.take(`203.0.113.${attempt}`, 100, 100, i));
        return seen;
      });
      assert.deepEqual(waits, [0, 0, 10]);
    });

    it('counts each client apart', async () => {
      assert.ok(isRateLimitBinding(runtime.bindings.RATE_LIMITER));
      const rates = rateLimitBindingStore(runtime.bindings.RATE_LIMITER);
      const waits = await withinOneWindow(60, async (attempt) => {
        const [one, other] = [`198.51.100.${attempt}`, `198.51.100.${attempt + 10}`];
        return [
          await rates.take(one, 100, 100, 0),
          await rates.take(one, 100, 100, 0),
          await rates.take(other, 100, 100, 0),
          await rates.take(one, 100, 100, 0),
        ];
      });
      assert.deepEqual(waits, [0, 0, 0, 10]);
    });
  });
});
