/**
 * What a server printed into an element as its data, a `<script type="application/json">`
 * child (`video-content-widgets/server`): undefined without one, or when it is not JSON. Data,
 * not script, and parsed by whoever reads it as any answer of the service is: never trusted.
 */
export function printedData(element: Pick<ParentNode, 'querySelector'>): unknown {
  try {
    return JSON.parse(
      element.querySelector(':scope > script[type="application/json"]')!.textContent!,
    );
  } catch {
    return undefined;
  }
}
