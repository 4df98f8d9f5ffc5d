// lit's `ReactiveElement` under our base's names: what bench/measure-element-base.js builds the
// widgets on to compare, and test/internal/element-base.test.ts runs the same cases against.
export {ReactiveElement as WidgetElement} from '@lit/reactive-element';
export type {PropertyDeclaration as PropertyOptions} from '@lit/reactive-element';
