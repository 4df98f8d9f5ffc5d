import type {ReactiveControllerHost} from 'lit';
import type {StructuredRecords} from './json-ld-script.js';

/**
 * Keeps a `<script type="application/ld+json">` child of `host` in step with what it shows, for
 * search engines, while the author asks for it (`structured-data`; `records` is then defined).
 * All but this hook is a chunk of its own, loaded only by a widget that writes JSON-LD.
 */
export function followStructuredData(
  host: ReactiveControllerHost & HTMLElement,
  records: () => StructuredRecords,
): void {
  let shown: StructuredRecords;
  host.addController({
    hostUpdated() {
      const latest = records();
      if (latest === shown) return;
      shown = latest;
      import('./json-ld-script.js').then(
        // Newer records may have come while the chunk loaded: only the latest is written.
        (chunk) => shown === latest && chunk.writeStructuredData(host, latest),
        () => (shown = undefined), // Offline: the next update tries again.
      );
    },
  });
}
