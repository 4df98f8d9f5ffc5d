import type {
  PropertyValues,
  ReactiveController,
  ReactiveControllerHost,
} from '@lit/reactive-element';
import {DEV_MODE} from './dev-mode.js';
import {notEqual} from './not-equal.js';
import {
  attributeOf,
  checkShadowing,
  declaredBy,
  readerOf,
  writerOf,
  type Declared,
  type PropertyOptions,
} from './reactive-properties.js';
import type {Styles} from './styles.js';

export type {PropertyOptions} from './reactive-properties.js';

/** Outside a browser (a server importing the package) there is no HTMLElement to extend. */
const Base = (globalThis.HTMLElement ?? class {}) as typeof HTMLElement;

/**
 * The widgets' custom element base: lit's `ReactiveElement` contract without its decorators,
 * `css` tag and `createRenderRoot` — reactive properties declared in `static properties`
 * (`attribute`, `type`, `converter`, `reflect`, `hasChanged`, `noAccessor`, `state`), one
 * batched update a microtask after changes (`requestUpdate(name, old)`, `shouldUpdate` →
 * `willUpdate` → `update` → `firstUpdated` → `updated`, `scheduleUpdate`, `updateComplete`,
 * `getUpdateComplete`), reactive controllers, and in development the check for class fields
 * that hide a property. test/internal/element-base.test.ts runs the same cases against both.
 * In about a kilobyte, so a page pays no lit before the viewer's first interaction.
 */
export abstract class WidgetElement extends Base implements ReactiveControllerHost {
  /** The class's reactive properties; each class declares its own, its subclasses add theirs. */
  static properties?: Record<string, PropertyOptions>;
  /** The shadow root's styles. */
  static styles?: Styles | Styles[];

  static get observedAttributes(): string[] {
    return [...declaredOf(this).attributes.keys()];
  }

  /** The shadow root, made as the element first connects. @internal */
  renderRoot!: ShadowRoot;
  /** Whether the first update ran. @internal */
  hasUpdated = false;
  /** An update is asked for and has not run yet. @internal */
  isUpdatePending = false;
  private _changed: PropertyValues = new Map();
  private _reflect = new Set<string>();
  /** The property an attribute is being written from, or reflected to: not written back. */
  private _reflecting?: string;
  private _controllers = new Set<ReactiveController>();
  /** Properties a page set before the element was defined: set again once it is. */
  private _early?: Map<string, unknown>;
  private _updated: Promise<boolean>;
  private _enable!: (value: boolean) => void;

  constructor() {
    super();
    this._updated = new Promise((resolve) => (this._enable = resolve));
    for (const name of this._declared.properties.keys()) {
      if (Object.hasOwn(this, name)) {
        (this._early ??= new Map()).set(name, this._values[name]);
        delete this._values[name];
      }
    }
    this.requestUpdate();
  }

  private get _declared(): Declared {
    return declaredOf(this.constructor as typeof WidgetElement);
  }

  private get _values(): Record<string, unknown> {
    return this as unknown as Record<string, unknown>;
  }

  /** @internal */
  addController(controller: ReactiveController): void {
    this._controllers.add(controller);
    if (this.renderRoot && this.isConnected) controller.hostConnected?.();
  }

  /** @internal */
  removeController(controller: ReactiveController): void {
    this._controllers.delete(controller);
  }

  connectedCallback(): void {
    if (!this.renderRoot) {
      this.renderRoot = this.attachShadow({mode: 'open'});
      const styles = [(this.constructor as typeof WidgetElement).styles ?? []].flat();
      this.renderRoot.adoptedStyleSheets = styles.map((style) => style.styleSheet);
    }
    this._enable(true);
    this._controllers.forEach((controller) => controller.hostConnected?.());
  }

  disconnectedCallback(): void {
    this._controllers.forEach((controller) => controller.hostDisconnected?.());
  }

  attributeChangedCallback(attribute: string, _old: string | null, value: string | null): void {
    const name = this._declared.attributes.get(attribute);
    if (name === undefined || this._reflecting === name) return;
    const options = this._declared.properties.get(name)!;
    this._reflecting = name;
    this._values[name] = readerOf(options).fromAttribute(value, options.type);
    this._reflecting = undefined;
  }

  /**
   * Asks for an update; with `name`, only when that property's value changed from `old` (as its
   * `hasChanged` tells, else `notEqual`). An accessor of one's own calls it so.
   */
  requestUpdate(name?: string, old?: unknown, options?: PropertyOptions): void {
    if (name !== undefined) {
      options ??= this._declared.properties.get(name);
      if (!(options?.hasChanged ?? notEqual)(this._values[name], old)) return;
      if (!this._changed.has(name)) this._changed.set(name, this.hasUpdated ? old : undefined);
      if (options?.reflect && this._reflecting !== name) this._reflect.add(name);
    }
    if (!this.isUpdatePending) this._updated = this._enqueue();
  }

  /** Resolves once the element shows its latest property changes. */
  get updateComplete(): Promise<boolean> {
    return this.getUpdateComplete();
  }

  protected getUpdateComplete(): Promise<boolean> {
    return this._updated;
  }

  private async _enqueue(): Promise<boolean> {
    this.isUpdatePending = true;
    // The first waits for the element to connect; a failed update before does not stop this one.
    await this._updated.catch(() => {});
    const scheduled = this.scheduleUpdate();
    if (scheduled != null) await scheduled;
    return !this.isUpdatePending;
  }

  /** When the update runs: at once by default; a subclass may wait (and return the promise). */
  protected scheduleUpdate(): void | Promise<unknown> {
    return this.performUpdate();
  }

  /** Runs the pending update now. */
  protected performUpdate(): void {
    if (!this.isUpdatePending) return;
    if (!this.hasUpdated) {
      if (DEV_MODE) checkShadowing(this, this._declared.properties.keys());
      if (this._early) {
        for (const [name, value] of this._early) this._values[name] = value;
        this._early = undefined;
      }
    }
    const changed = this._changed;
    let updating = false;
    try {
      updating = this.shouldUpdate(changed);
      if (updating) {
        this.willUpdate(changed);
        this._controllers.forEach((controller) => controller.hostUpdate?.());
        this.update(changed);
      } else {
        this._markUpdated();
      }
    } catch (error) {
      this._markUpdated();
      throw error;
    }
    if (!updating) return;
    this._controllers.forEach((controller) => controller.hostUpdated?.());
    if (!this.hasUpdated) {
      this.hasUpdated = true;
      this.firstUpdated(changed);
    }
    this.updated(changed);
  }

  private _markUpdated(): void {
    this._changed = new Map();
    this.isUpdatePending = false;
  }

  /** Whether this update runs; `false` drops it (its changes too). */
  protected shouldUpdate(_changed: PropertyValues): boolean {
    return true;
  }

  protected willUpdate(_changed: PropertyValues): void {}

  /** Reflects the properties that ask for it; a subclass renders after calling it. */
  protected update(_changed: PropertyValues): void {
    for (const name of this._reflect) {
      const options = this._declared.properties.get(name)!;
      const value = writerOf(options).toAttribute(this._values[name], options.type);
      const attribute = attributeOf(name, options);
      if (!attribute) continue;
      this._reflecting = name;
      if (value == null) this.removeAttribute(attribute);
      else this.setAttribute(attribute, value as string);
      this._reflecting = undefined;
    }
    this._reflect.clear();
    this._markUpdated();
  }

  /** After the first update, before `updated`. */
  protected firstUpdated(_changed: PropertyValues): void {}

  protected updated(_changed: PropertyValues): void {}
}

const declaredOf = (element: typeof WidgetElement): Declared => declaredBy(element, WidgetElement);
