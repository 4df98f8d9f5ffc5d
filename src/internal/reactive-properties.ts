import type {PropertyDeclaration} from '@lit/reactive-element';

/**
 * How a reactive property is declared: lit's `PropertyDeclaration`, the options our element base
 * keeps (not `useDefault`, nor the decorators' `wrapped`).
 */
export type PropertyOptions = Pick<
  PropertyDeclaration,
  'attribute' | 'type' | 'converter' | 'reflect' | 'hasChanged' | 'noAccessor' | 'state'
>;

interface Converter {
  fromAttribute(value: string | null, type?: unknown): unknown;
  toAttribute(value: unknown, type?: unknown): unknown;
}

const isJson = (type: unknown) => type === Object || type === Array;

/** lit's `defaultConverter`: a type's value from its attribute's text, and back. */
const defaultConverter: Converter = {
  fromAttribute(value, type) {
    if (type === Boolean) return value !== null;
    if (type === Number) return value === null ? null : Number(value);
    if (isJson(type)) {
      try {
        return JSON.parse(value!) as unknown;
      } catch {
        return null;
      }
    }
    return value;
  },
  toAttribute(value, type) {
    if (type === Boolean) return value ? '' : null;
    return isJson(type) && value != null ? JSON.stringify(value) : value;
  },
};

/** The converter that reads `options`' attribute (a function is a `fromAttribute`). */
export const readerOf = (options: PropertyOptions): Pick<Converter, 'fromAttribute'> =>
  typeof options.converter === 'function'
    ? {fromAttribute: options.converter}
    : options.converter?.fromAttribute
      ? (options.converter as Converter)
      : defaultConverter;

/** The converter that writes `options`' attribute. */
export const writerOf = (options: PropertyOptions): Pick<Converter, 'toAttribute'> =>
  typeof options.converter === 'object' && options.converter.toAttribute
    ? (options.converter as Converter)
    : defaultConverter;

/** The attribute of property `name`: its name in lower case unless `attribute` says otherwise. */
export const attributeOf = (name: string, options: PropertyOptions): string | undefined =>
  options.attribute === false
    ? undefined
    : typeof options.attribute === 'string'
      ? options.attribute
      : name.toLowerCase();

/** What the element base needs of an element, to ask for an update on a change. */
interface Host {
  requestUpdate(name?: string, old?: unknown, options?: PropertyOptions): void;
}

/** A class's reactive properties (its ancestors' too), and which attribute sets which. */
export interface Declared {
  properties: Map<string, PropertyOptions>;
  attributes: Map<string, string>;
}

/** A class with its own `static properties`. */
export interface Declaring {
  readonly prototype: object;
  properties?: Record<string, PropertyOptions>;
}

const declared = new WeakMap<Declaring, Declared>();

/**
 * An accessor that asks for an update on a change: around the prototype's own accessor when it
 * has one (as lit wraps it), else storing the value under a symbol.
 */
function defineAccessor(prototype: object, name: string, options: PropertyOptions): void {
  const key = Symbol(name);
  type Values = Record<symbol, unknown>;
  const {get, set} = Object.getOwnPropertyDescriptor(prototype, name) ?? {
    get(this: Values) {
      return this[key];
    },
    set(this: Values, value: unknown) {
      this[key] = value;
    },
  };
  Object.defineProperty(prototype, name, {
    get,
    set(this: Host, value: unknown) {
      const old: unknown = get?.call(this);
      set?.call(this, value);
      this.requestUpdate(name, old, options);
    },
    configurable: true,
    enumerable: true,
  });
}

/**
 * The reactive properties of `element` and of its ancestors below `base`, with their accessors:
 * made once per class, as it is defined (or first made).
 */
export function declaredBy(element: Declaring, base: Declaring): Declared {
  let done = declared.get(element);
  if (done) return done;
  const parent = Object.getPrototypeOf(element) as Declaring;
  const properties = new Map(parent === base ? [] : declaredBy(parent, base).properties);
  const own = Object.hasOwn(element, 'properties') ? element.properties! : {};
  for (const [name, given] of Object.entries(own)) {
    // Internal state has no attribute.
    const options = given.state ? {...given, attribute: false} : given;
    properties.set(name, options);
    if (!options.noAccessor) defineAccessor(element.prototype, name, options);
  }
  const attributes = new Map<string, string>();
  for (const [name, options] of properties) {
    const attribute = attributeOf(name, options);
    if (attribute) attributes.set(attribute, name);
  }
  declared.set(element, (done = {properties, attributes}));
  return done;
}

/**
 * lit's development build's check: a class field (`useDefineForClassFields`, or a compiler that
 * defines fields) makes an own property that hides the accessor, so setting it updates nothing.
 */
export function checkShadowing(element: HTMLElement, names: Iterable<string>): void {
  const prototype = Object.getPrototypeOf(element) as object;
  const shadowed = [...names].filter((name) => Object.hasOwn(element, name) && name in prototype);
  if (shadowed.length > 0) {
    throw new Error(
      `The following properties on element ${element.localName} will not trigger updates as ` +
        `expected because they are set using class fields: ${shadowed.join(', ')}. Native ` +
        `class fields and some compiled output will overwrite accessors used for detecting ` +
        `changes. See https://lit.dev/msg/class-field-shadowing for more information.`,
    );
  }
}
