// The same cases against lit's `ReactiveElement` and our `WidgetElement`: our base keeps lit's
// contract for what it offers (src/internal/widget-element.ts says what that is). Lit comes in
// its development build here (web-test-runner.config.js), whose class-field check ours mirrors.
import {expect, fixture} from '@open-wc/testing';
import {ReactiveElement, type PropertyValues} from '@lit/reactive-element';
import {unsafeStatic, html} from 'lit/static-html.js';
import {css} from '../../src/internal/styles.js';
import {WidgetElement, type PropertyOptions} from '../../src/internal/widget-element.js';

/** Every update's changed properties (name → value before), in order. */
type Updates = Array<Record<string, unknown>>;

/** The members of lit's class that the cases use, as both bases declare them. */
interface ElementBase {
  new (): HTMLElement & {
    updateComplete: Promise<boolean>;
    requestUpdate(name?: string, old?: unknown): void;
    addController(controller: object): void;
    hasUpdated: boolean;
  };
}

const bases = {lit: ReactiveElement, ours: WidgetElement} as unknown as Record<string, ElementBase>;

for (const [baseName, Base] of Object.entries(bases)) {
  const tagOf = (name: string) => `${name}-${baseName}`;
  const define = <T extends CustomElementConstructor>(name: string, element: T): T => {
    customElements.define(tagOf(name), element);
    return element;
  };
  const make = async <T>(name: string, attributes = '') =>
    fixture<T & HTMLElement>(
      html`<${unsafeStatic(tagOf(name))} ${unsafeStatic(attributes)}></${unsafeStatic(tagOf(name))}>`,
    );

  class TestWidget extends (Base as unknown as typeof WidgetElement) {
    static override properties: Record<string, PropertyOptions> = {
      label: {},
      count: {type: Number},
      open: {type: Boolean, reflect: true},
      itemId: {attribute: 'item-id', reflect: true},
      size: {converter: (value) => (value === null ? 'medium' : value.toUpperCase())},
      tags: {type: Array},
      shout: {
        converter: {
          fromAttribute: (value) => value?.toLowerCase(),
          toAttribute: (value) => String(value).toUpperCase(),
        },
        reflect: true,
      },
      data: {attribute: false},
      rounded: {
        type: Number,
        hasChanged: (value, old) => Math.round(value as number) !== Math.round(old as number),
      },
      hidden2: {state: true},
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
    tags?: string[];
    shout?: string;
    data?: object;
    rounded = 0;
    hidden2?: string;
    readonly updates: Updates = [];
    readonly hooks: string[] = [];
    allow = true;

    protected override shouldUpdate(changed: PropertyValues): boolean {
      this.hooks.push('shouldUpdate');
      return this.allow && super.shouldUpdate(changed);
    }

    protected override willUpdate(changed: PropertyValues): void {
      this.hooks.push('willUpdate');
      // A change made here is part of this update, not the next.
      if (changed.has('count') && this.count > 10) this.label = 'many';
    }

    protected override update(changed: PropertyValues): void {
      super.update(changed);
      this.hooks.push('update');
      this.updates.push(Object.fromEntries(changed as Map<string, unknown>));
    }

    protected override firstUpdated(): void {
      this.hooks.push('firstUpdated');
    }

    protected override updated(): void {
      this.hooks.push('updated');
    }
  }
  define('test-widget', TestWidget);

  /** One that extends another: its properties add to its ancestor's. */
  class WiderWidget extends TestWidget {
    static override properties: Record<string, PropertyOptions> = {extra: {type: Boolean}};
    extra = false;
  }
  define('wider-widget', WiderWidget);

  describe(`element base: ${baseName === 'lit' ? 'lit’s ReactiveElement' : 'our WidgetElement'}`, () => {
    it('renders once, a microtask after connecting, with the initial values as changes', async () => {
      const el = await make<TestWidget>('test-widget', 'label="a" count="3"');
      expect(el.updates).to.deep.equal([
        {count: undefined, open: undefined, size: undefined, rounded: undefined, label: undefined},
      ]);
      expect(el.hooks).to.deep.equal([
        'shouldUpdate',
        'willUpdate',
        'update',
        'firstUpdated',
        'updated',
      ]);
      expect([el.label, el.count]).to.deep.equal(['a', 3]);
      expect(getComputedStyle(el).width).to.equal('123px');
    });

    it('batches changes into one update, with the values before', async () => {
      const el = await make<TestWidget>('test-widget');
      el.hooks.length = 0;
      el.label = 'x';
      el.count = 1;
      el.count = 2;
      el.open = false; // Unchanged: no change recorded.
      expect(await el.updateComplete).to.be.true;
      expect(el.updates.at(-1)).to.deep.equal({label: undefined, count: 0});
      expect(el.updates).to.have.length(2);
      expect(el.hooks).to.deep.equal(['shouldUpdate', 'willUpdate', 'update', 'updated']);
    });

    it('reads attributes as their type or converter says, and a removed one', async () => {
      const el = await make<TestWidget>(
        'test-widget',
        `count="7" open size="small" tags='["a","b"]' shout="HEY"`,
      );
      expect([el.count, el.open, el.size, el.tags, el.shout]).to.deep.equal([
        7,
        true,
        'SMALL',
        ['a', 'b'],
        'hey',
      ]);
      el.setAttribute('tags', 'not json');
      for (const name of ['open', 'size', 'count']) el.removeAttribute(name);
      expect([el.count, el.open, el.size, el.tags]).to.deep.equal([null, false, 'medium', null]);
    });

    it('reflects a property to its attribute, and back without a loop', async () => {
      const el = await make<TestWidget>('test-widget');
      el.itemId = '42';
      el.open = true;
      el.shout = 'hi';
      await el.updateComplete;
      expect(['item-id', 'open', 'shout'].map((name) => el.getAttribute(name))).to.deep.equal([
        '42',
        '',
        'HI',
      ]);
      el.setAttribute('item-id', '7');
      expect(el.itemId).to.equal('7');
      el.itemId = undefined;
      el.open = false;
      await el.updateComplete;
      expect(el.hasAttribute('item-id') || el.hasAttribute('open')).to.be.false;
    });

    it('takes a change made in willUpdate into the same update', async () => {
      const el = await make<TestWidget>('test-widget');
      const before = el.updates.length;
      el.count = 11;
      await el.updateComplete;
      expect(el.label).to.equal('many');
      expect(el.updates.length).to.equal(before + 1);
    });

    it('asks a property’s hasChanged whether a value changed', async () => {
      const el = await make<TestWidget>('test-widget');
      const before = el.updates.length;
      el.rounded = 0.2;
      await el.updateComplete;
      expect(el.updates.length).to.equal(before);
      el.rounded = 0.7;
      await el.updateComplete;
      expect(el.updates.at(-1)).to.deep.equal({rounded: 0.2});
    });

    it('keeps state without an attribute, and updates on it', async () => {
      const el = await make<TestWidget>('test-widget', 'hidden2="x"');
      expect(el.hidden2).to.be.undefined;
      expect((el.constructor as typeof TestWidget).observedAttributes).not.to.include('hidden2');
      el.hidden2 = 'y';
      await el.updateComplete;
      expect(el.updates.at(-1)).to.deep.equal({hidden2: undefined});
    });

    it('drops an update shouldUpdate refuses, with its changes', async () => {
      const el = await make<TestWidget>('test-widget');
      const before = el.updates.length;
      el.allow = false;
      el.label = 'refused';
      expect(await el.updateComplete).to.be.true;
      expect(el.updates.length).to.equal(before);
      el.allow = true;
      el.count = 1;
      await el.updateComplete;
      expect(el.updates.at(-1)).to.deep.equal({count: 0});
    });

    it('skips requestUpdate(name, old) when the value is old', async () => {
      const el = await make<TestWidget>('test-widget', 'label="a"');
      const before = el.updates.length;
      el.requestUpdate('label', 'a');
      await el.updateComplete;
      expect(el.updates.length).to.equal(before);
      el.requestUpdate('label', 'b');
      await el.updateComplete;
      expect(el.updates.at(-1)).to.deep.equal({label: 'b'});
    });

    it('keeps properties a page set before the element was defined', async () => {
      const tag = tagOf('late-widget');
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
      const el = await make<WiderWidget>('wider-widget', 'count="2" extra');
      expect([el.count, el.extra]).to.deep.equal([2, true]);
      expect(WiderWidget.observedAttributes).to.include.members(['count', 'extra', 'item-id']);
      expect(TestWidget.observedAttributes).not.to.include('extra');
    });

    it('tells controllers of connection, updates and disconnection', async () => {
      const el = await make<TestWidget>('test-widget');
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

    it('leaves the accessor of a noAccessor property to the class, which asks for updates', async () => {
      class OwnAccessor extends (Base as unknown as typeof WidgetElement) {
        static override properties: Record<string, PropertyOptions> = {name: {noAccessor: true}};
        private _name = '';
        readonly seen: unknown[] = [];
        get name() {
          return this._name;
        }
        set name(value: string) {
          const old = this._name;
          this._name = value.trim();
          this.requestUpdate('name', old);
        }
        protected override update(changed: PropertyValues): void {
          super.update(changed);
          this.seen.push(Object.fromEntries(changed as Map<string, unknown>));
        }
      }
      define('own-accessor', OwnAccessor);
      const el = await make<OwnAccessor>('own-accessor', 'name=" a "');
      expect(el.name).to.equal('a');
      el.name = 'b ';
      await el.updateComplete;
      expect(el.seen.at(-1)).to.deep.equal({name: 'a'});
    });

    it('runs the update when scheduleUpdate says, and updateComplete waits for it', async () => {
      let release!: () => void;
      class Scheduled extends (Base as unknown as typeof WidgetElement) {
        static override properties: Record<string, PropertyOptions> = {n: {type: Number}};
        n = 0;
        ran = 0;
        protected override async scheduleUpdate(): Promise<void> {
          await new Promise<void>((resolve) => (release = resolve));
          super.scheduleUpdate();
        }
        protected override update(changed: PropertyValues): void {
          super.update(changed);
          this.ran++;
        }
      }
      define('scheduled-widget', Scheduled);
      const el = document.createElement(tagOf('scheduled-widget')) as Scheduled;
      document.body.append(el);
      let done = false;
      void el.updateComplete.then(() => (done = true));
      await new Promise((resolve) => setTimeout(resolve));
      expect([el.ran, done]).to.deep.equal([0, false]);
      release();
      expect(await el.updateComplete).to.be.true;
      expect(el.ran).to.equal(1);
      el.remove();
    });

    it('waits for what getUpdateComplete adds', async () => {
      let release!: () => void;
      const extra = new Promise<void>((resolve) => (release = resolve));
      class Waiting extends (Base as unknown as typeof WidgetElement) {
        protected override async getUpdateComplete(): Promise<boolean> {
          const result = await super.getUpdateComplete();
          await extra;
          return result;
        }
      }
      define('waiting-widget', Waiting);
      const el = document.createElement(tagOf('waiting-widget')) as Waiting;
      document.body.append(el);
      let done = false;
      void el.updateComplete.then(() => (done = true));
      await new Promise((resolve) => setTimeout(resolve));
      expect(done).to.be.false;
      release();
      expect(await el.updateComplete).to.be.true;
      el.remove();
    });

    it('fails the first update of a class whose field hides a reactive property', async () => {
      class Shadowing extends (Base as unknown as typeof WidgetElement) {
        static override properties: Record<string, PropertyOptions> = {label: {}};
        declare label: string;
        constructor() {
          super();
          // What a class field `label = ''` compiles to with define semantics.
          Object.defineProperty(this, 'label', {
            value: '',
            writable: true,
            enumerable: true,
            configurable: true,
          });
        }
      }
      define('shadowing-widget', Shadowing);
      const el = document.createElement(tagOf('shadowing-widget')) as Shadowing;
      document.body.append(el);
      const error = await el.updateComplete.then(
        () => undefined,
        (failure: unknown) => failure,
      );
      expect(String(error)).to.match(/set using class fields: label\..*class-field-shadowing/s);
      el.remove();
    });
  });
}
