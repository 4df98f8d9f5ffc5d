// Only the characters that can make a dot segment or a separator are decoded: `.`, `/`, `\`
// and `%` itself (so `%252e` becomes `%2e`, then `.`).
const SEPARATOR_OR_DOT = /%(2e|2f|5c|25)/gi;

/**
 * Whether a request path holds a dot segment (`.`, `..`) or a backslash in any encoding, plain,
 * percent-encoded or encoded again. URL parsers resolve such paths before the proxy sees them,
 * so a target like `/api/video/content/video/1001/..` would otherwise reach another route.
 */
export function hasDotSegmentOrBackslash(path: string): boolean {
  let current = path;
  for (;;) {
    if (current.includes('\\') || current.split('/').some((s) => s === '.' || s === '..')) {
      return true;
    }
    const decoded = current.replace(SEPARATOR_OR_DOT, (escape) => decodeURIComponent(escape));
    if (decoded === current) return false;
    current = decoded;
  }
}
