import {expect, fixture, html} from '@open-wc/testing';
import {LitElement} from 'lit';
import {ReconnectController} from '../../src/internal/reconnect-controller.js';

/** A bare host that counts how often it was told the browser is online again. */
class ReconnectHost extends LitElement {
  onlines = 0;

  constructor() {
    super();
    new ReconnectController(this, () => this.onlines++);
  }
}
customElements.define('reconnect-host', ReconnectHost);

describe('ReconnectController', () => {
  it('calls back on `online` while the host is connected, and not after', async () => {
    const host = await fixture<ReconnectHost>(html`<reconnect-host></reconnect-host>`);
    window.dispatchEvent(new Event('online'));
    expect(host.onlines).to.equal(1);
    host.remove();
    window.dispatchEvent(new Event('online'));
    expect(host.onlines).to.equal(1);
    document.body.append(host);
    window.dispatchEvent(new Event('online'));
    expect(host.onlines).to.equal(2);
    host.remove();
  });
});
