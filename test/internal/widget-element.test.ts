import {expect, fixture, html} from '@open-wc/testing';
import type {PropertyValues} from '@lit/reactive-element';
import {css} from '../../src/internal/styles.js';
import {WidgetElement, type PropertyOptions} from '../../src/internal/widget-element.js';

/** Every update's changed properties (name → value before), in order. */
type Updates = Array<Record<string, unknown>>;

class TestWidget extends WidgetElement {
  static override properties: Record<string, PropertyOptions> = {
    label: {},
    count: {type: Number},
    open: {type: Boolean},
    itemId: {attribute: 'item-id', reflect: true},
    size: {fromAttribute: (value) => (value === null ? 'medium' : value.toUpperCase())},
    data: {attribute: false},
  };
  static override styles = css`
    :host {
      display: block;
      width: 123px;
    }
  `;

  label?: string;
  count = 0;
  open = false;
  itemId?: string;
  size = 'medium';
  data?: object;
  readonly updates: Updates = [];

  protected override willUpdate(changed: PropertyValues): void {
    // A change made here is part of this update, not the next.
    if (changed.has('count') && this.count > 10) this.label = 'many';
  }

  protected override update(changed: PropertyValues): void {
    super.update(changed);
    this.updates.push(Object.fromEntries(changed as Map<string, unknown>));
  }
}

/** One that extends another: its properties add to its ancestor's. */
class WiderWidget extends TestWidget {
  static override properties: Record<string, PropertyOptions> = {extra: {type: Boolean}};
  extra = false;
}

customElements.define('test-widget', TestWidget);
customElements.define('wider-widget', WiderWidget);

describe('WidgetElement', () => {
  it('renders once, a microtask after connecting, with the initial values as changes', async () => {
    const el = await fixture<TestWidget>(html`<test-widget label="a" count="3"></test-widget>`);
    expect(el.updates).to.deep.equal([
      {count: undefined, open: undefined, size: undefined, label: undefined},
    ]);
    expect(el.label).to.equal('a');
    expect(el.count).to.equal(3);
    expect(getComputedStyle(el).width).to.equal('123px');
  });

  it('batches changes into one update, with the values before', async () => {
    const el = await fixture<TestWidget>(html`<test-widget></test-widget>`);
    el.label = 'x';
    el.count = 1;
    el.count = 2;
    el.open = false; // Unchanged: no change recorded.
    expect(await el.updateComplete).to.be.true;
    expect(el.updates.at(-1)).to.deep.equal({label: undefined, count: 0});
    expect(el.updates).to.have.length(2);
  });

  it('reads attributes as their type says, and a removed one as null or its default', async () => {
    const el = await fixture<TestWidget>(
      html`<test-widget count="7" open size="small"></test-widget>`,
    );
    expect([el.count, el.open, el.size]).to.deep.equal([7, true, 'SMALL']);
    el.removeAttribute('open');
    el.removeAttribute('size');
    el.removeAttribute('count');
    expect([el.count, el.open, el.size]).to.deep.equal([null, false, 'medium']);
  });

  it('reflects a property to its attribute, and back without a loop', async () => {
    const el = await fixture<TestWidget>(html`<test-widget></test-widget>`);
    el.itemId = '42';
    await el.updateComplete;
    expect(el.getAttribute('item-id')).to.equal('42');
    el.setAttribute('item-id', '7');
    expect(el.itemId).to.equal('7');
    el.itemId = undefined;
    await el.updateComplete;
    expect(el.hasAttribute('item-id')).to.be.false;
  });

  it('takes a change made in willUpdate into the same update', async () => {
    const el = await fixture<TestWidget>(html`<test-widget></test-widget>`);
    const before = el.updates.length;
    el.count = 11;
    await el.updateComplete;
    expect(el.label).to.equal('many');
    expect(el.updates.length).to.equal(before + 1);
  });

  it('keeps properties a page set before the element was defined', async () => {
    const tag = 'late-widget';
    const el = document.createElement(tag) as TestWidget;
    (el as unknown as Record<string, unknown>)['data'] = {a: 1};
    (el as unknown as Record<string, unknown>)['count'] = 5;
    document.body.append(el);
    customElements.define(tag, class extends TestWidget {});
    await el.updateComplete;
    expect(el.data).to.deep.equal({a: 1});
    expect(el.count).to.equal(5);
    expect(el.updates[0]).to.include.keys('data', 'count');
    el.remove();
  });

  it('gives a subclass its ancestors’ properties and its own', async () => {
    const el = await fixture<WiderWidget>(html`<wider-widget count="2" extra></wider-widget>`);
    expect([el.count, el.extra]).to.deep.equal([2, true]);
    expect(WiderWidget.observedAttributes).to.include.members(['count', 'extra', 'item-id']);
    expect(TestWidget.observedAttributes).not.to.include('extra');
  });

  it('tells controllers of connection, updates and disconnection', async () => {
    const el = await fixture<TestWidget>(html`<test-widget></test-widget>`);
    const calls: string[] = [];
    el.addController({
      hostConnected: () => calls.push('connected'),
      hostUpdate: () => calls.push('update'),
      hostUpdated: () => calls.push('updated'),
      hostDisconnected: () => calls.push('disconnected'),
    });
    el.requestUpdate();
    await el.updateComplete;
    el.remove();
    expect(calls).to.deep.equal(['connected', 'update', 'updated', 'disconnected']);
  });
});
