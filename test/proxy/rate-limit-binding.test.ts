// The rate store on Cloudflare's rate-limiting binding, against the binding as workerd runs it
// (through Miniflare), called in this process.
import assert from 'node:assert/strict';
import {after, before, describe, it} from 'node:test';
import {isRateLimitBinding, rateLimitBindingStore} from '../../src/proxy/rate-limit-binding.js';
import {workerdRuntime} from './workerd-runtime.js';

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
      const waits = [];
      for (let i = 0; i < 3; i++) waits.push(await rates.take('203.0.113.7', 100, 100, i));
      assert.deepEqual(waits, [0, 0, 10]);
    });

    it('counts each client apart', async () => {
      assert.ok(isRateLimitBinding(runtime.bindings.RATE_LIMITER));
      const rates = rateLimitBindingStore(runtime.bindings.RATE_LIMITER);
      assert.equal(await rates.take('203.0.113.8', 100, 100, 0), 0);
      assert.equal(await rates.take('203.0.113.8', 100, 100, 0), 0);
      assert.equal(await rates.take('203.0.113.9', 100, 100, 0), 0);
      assert.equal(await rates.take('203.0.113.8', 100, 100, 0), 10);
    });
  });
});
