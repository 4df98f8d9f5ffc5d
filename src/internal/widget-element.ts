import type {
  PropertyValues,
  ReactiveController,
  ReactiveControllerHost,
} from '@lit/reactive-element';
import {notEqual} from './not-equal.js';
import type {Styles} from './styles.js';

/** How a property follows its attribute. */
export interface PropertyOptions {
  /** The attribute's name (the property's name in lower case when absent); `false`: none. */
  attribute?: string | false;
  /** `Number`, or `Boolean` (the attribute's presence); its text as it is when absent. */
  type?: NumberConstructor | BooleanConstructor;
  /** Makes the property's value from the attribute's text (`null`: removed), instead of `type`. */
  fromAttribute?: (value: string | null) => unknown;
  /** Writes the value back to the attribute after each change. */
  reflect?: boolean;
}

/** A class's reactive properties (its ancestors' too), and which attribute sets which. */
interface Finalized {
  declared: Map<string, PropertyOptions>;
  attributes: Map<string, string>;
}

const finalized = new WeakMap<typeof WidgetElement, Finalized>();

const attributeOf = (name: string, options: PropertyOptions) =>
  options.attribute === false ? undefined : (options.attribute ?? name.toLowerCase());

/**
 * The properties of `element` (a class) and its ancestors up to WidgetElement, with accessors
 * that ask for an update on a change: made once per class, as it is defined.
 */
function finalize(element: typeof WidgetElement): Finalized {
  let done = finalized.get(element);
  if (done) return done;
  const parent = Object.getPrototypeOf(element) as typeof WidgetElement;
  const declared = new Map(parent === WidgetElement ? [] : finalize(parent).declared);
  const own = Object.hasOwn(element, 'properties') ? element.properties! : {};
  for (const [name, options] of Object.entries(own)) {
    declared.set(name, options);
    const key = Symbol(name);
    Object.defineProperty(element.prototype, name, {
      get(this: Record<symbol, unknown>) {
        return this[key];
      },
      set(this: WidgetElement & Record<symbol, unknown>, value: unknown) {
        const old = this[key];
        this[key] = value;
        this.requestUpdate(name, old);
      },
      configurable: true,
      enumerable: true,
    });
  }
  const attributes = new Map<string, string>();
  for (const [name, options] of declared) {
    const attribute = attributeOf(name, options);
    if (attribute) attributes.set(attribute, name);
  }
  finalized.set(element, (done = {declared, attributes}));
  return done;
}

/** Outside a browser (a server importing the package) there is no HTMLElement to extend. */
const Base = (globalThis.HTMLElement ?? class {}) as typeof HTMLElement;

/**
 * The widgets' custom element base: lit's reactive update cycle (properties from attributes,
 * one batched update a microtask after changes, `willUpdate` → `update` → `updated`, reactive
 * controllers, `updateComplete`), in about a kilobyte: what the widgets use of it, so a page pays
 * no lit before the viewer's first interaction. The element renders in `update`.
 */
export abstract class WidgetElement extends Base implements ReactiveControllerHost {
  /** The class's reactive properties; each class declares its own, its subclasses add theirs. */
  static properties?: Record<string, PropertyOptions>;
  /** The shadow root's styles. */
  static styles?: Styles | Styles[];

  static get observedAttributes(): string[] {
    return [...finalize(this).attributes.keys()];
  }

  /** The shadow root, made as the element first connects. @internal */
  renderRoot!: ShadowRoot;
  /** Whether the first update ran. @internal */
  hasUpdated = false;
  /** An update is asked for and has not run yet. */
  private _pending = false;
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
    for (const name of this._properties.keys()) {
      if (Object.hasOwn(this, name)) {
        (this._early ??= new Map()).set(name, this[name as keyof this]);
        delete this[name as keyof this];
      }
    }
    this.requestUpdate();
  }

  private get _class(): typeof WidgetElement {
    return this.constructor as typeof WidgetElement;
  }

  private get _properties(): Map<string, PropertyOptions> {
    return finalize(this._class).declared;
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
      const styles = [this._class.styles ?? []].flat();
      this.renderRoot.adoptedStyleSheets = styles.map((style) => style.styleSheet);
    }
    this._enable(true);
    this._controllers.forEach((controller) => controller.hostConnected?.());
  }

  disconnectedCallback(): void {
    this._controllers.forEach((controller) => controller.hostDisconnected?.());
  }

  attributeChangedCallback(attribute: string, _old: string | null, value: string | null): void {
    const name = finalize(this._class).attributes.get(attribute)!;
    if (this._reflecting === name) return;
    const {type, fromAttribute} = this._properties.get(name)!;
    this._reflecting = name;
    (this as Record<string, unknown>)[name] = fromAttribute
      ? fromAttribute(value)
      : type === Boolean
        ? value !== null
        : type === Number && value !== null
          ? Number(value)
          : value;
    this._reflecting = undefined;
  }

  /** Asks for an update; with `name`, only when that property's value is not `old` any more. */
  requestUpdate(name?: string, old?: unknown): void {
    if (name !== undefined) {
      if (!notEqual(this[name as keyof this], old)) return;
      if (!this._changed.has(name)) this._changed.set(name, this.hasUpdated ? old : undefined);
      if (this._properties.get(name)?.reflect && this._reflecting !== name) {
        this._reflect.add(name);
      }
    }
    if (!this._pending) this._updated = this._enqueue();
  }

  /** Resolves once the element shows its latest property changes. */
  get updateComplete(): Promise<boolean> {
    return this.getUpdateComplete();
  }

  protected getUpdateComplete(): Promise<boolean> {
    return this._updated;
  }

  private async _enqueue(): Promise<boolean> {
    this._pending = true;
    // The first waits for the element to connect; a failed update before does not stop this one.
    await this._updated.catch(() => {});
    this._perform();
    return !this._pending;
  }

  private _perform(): void {
    if (this._early) {
      for (const [name, value] of this._early) (this as Record<string, unknown>)[name] = value;
      this._early = undefined;
    }
    const changed = this._changed;
    try {
      this.willUpdate(changed);
      this._controllers.forEach((controller) => controller.hostUpdate?.());
      this.update(changed);
    } catch (error) {
      this._markUpdated();
      throw error;
    }
    this._controllers.forEach((controller) => controller.hostUpdated?.());
    this.hasUpdated = true;
    this.updated(changed);
  }

  private _markUpdated(): void {
    this._changed = new Map();
    this._pending = false;
  }

  protected willUpdate(_changed: PropertyValues): void {}

  /** Reflects the properties that ask for it; a subclass renders after calling it. */
  protected update(_changed: PropertyValues): void {
    for (const name of this._reflect) {
      const value = this[name as keyof this];
      const attribute = attributeOf(name, this._properties.get(name)!)!;
      this._reflecting = name;
      if (value === undefined || value === null || value === false) this.removeAttribute(attribute);
      else this.setAttribute(attribute, value === true ? '' : String(value));
      this._reflecting = undefined;
    }
    this._reflect.clear();
    this._markUpdated();
  }

  protected updated(_changed: PropertyValues): void {}
}
