// What a heap snapshot holds, summed by kind, so that two snapshots say what grew: the page's
// own objects, or what the browser keeps beside them whatever the page does.

/**
 * The kinds, in the order a report names them; the first whose test a node passes is its kind.
 * @type {ReadonlyArray<[string, (type: string, name: string) => boolean]>}
 */
const KINDS = [
  // V8's optimized code, its feedback and the object shapes and dependency lists it keeps:
  // it grows with the functions that ran hot, not with how often they ran.
  [
    'compiled code',
    (type, name) => type === 'code' || type === 'object shape' || name.startsWith('system / '),
  ],
  // Kept by the DevTools protocol's Network domain (which Playwright turns on): every request's
  // record and every XHR's replay data. A page without DevTools attached has none.
  ['DevTools records', (type, name) => /^blink::(NetworkResourcesData|XHRReplayData)\b/.test(name)],
  // The performance timeline's buffers (resource timing, layout shifts and their rects, long
  // animation frames), each capped by the browser.
  [
    'performance timeline',
    (type, name) =>
      /^(Performance\w*Timing|LayoutShift\w*|DOMRectReadOnly|TaskAttributionTiming|blink::ScriptTimingInfo)$/.test(
        name,
      ),
  ],
  // An `AbortSignal.timeout()` is kept until it fires (10 s for a playlist fetch), with the
  // signals made from it.
  [
    'abort signals',
    (type, name) => /^(AbortSignal|blink::SourceSignalCompositionManager)$/.test(name),
  ],
  ['other browser objects', (type) => type === 'native'],
  ['JS objects', () => true],
];

export const HEAP_KINDS = KINDS.map(([kind]) => kind);

/**
 * Self sizes of a heap snapshot's nodes summed by kind, in bytes.
 * @param {{snapshot: {meta: {node_fields: string[], node_types: [string[]]}}, nodes: number[],
 *   strings: string[]}} snapshot a parsed `.heapsnapshot`
 * @returns {Record<string, number>}
 */
export function heapByKind({snapshot: {meta}, nodes, strings}) {
  const fields = meta.node_fields.length;
  const typeAt = meta.node_fields.indexOf('type');
  const nameAt = meta.node_fields.indexOf('name');
  const sizeAt = meta.node_fields.indexOf('self_size');
  const types = meta.node_types[0];
  /** @type {Record<string, number>} */
  const sums = Object.fromEntries(HEAP_KINDS.map((kind) => [kind, 0]));
  for (let at = 0; at < nodes.length; at += fields) {
    const type = types[nodes[at + typeAt]];
    const name = strings[nodes[at + nameAt]];
    const [kind] = KINDS.find(([, test]) => test(type, name));
    sums[kind] += nodes[at + sizeAt];
  }
  return sums;
}
