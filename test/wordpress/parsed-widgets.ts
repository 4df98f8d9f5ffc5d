// A printed widget as the page's parser reads it, to compare the PHP printers' markup with the
// Node renderer's by DOM (printed-player.ts, printed-carousel.ts).
import type {Browser} from 'playwright-core';

/**
 * Each markup's first `tag` parsed by the page's parser: its attributes, its shadow root's markup
 * and its JSON child (the record or the list), as the element reads them.
 */
export function parsedWidgets(browser: Browser, tag: string, markups: string[]) {
  return browser.newPage().then(async (page) => {
    try {
      return await page.evaluate(
        ([tag, all]) =>
          all.map((markup) => {
            const holder = document.createElement('div');
            holder.setHTMLUnsafe(markup);
            const widget = holder.querySelector(tag)!;
            const json = widget.querySelector(':scope > script[type="application/json"]');
            return {
              attributes: widget
                .getAttributeNames()
                .map((name) => [name, widget.getAttribute(name)]),
              shadow: widget.shadowRoot?.innerHTML,
              data: json && (JSON.parse(json.textContent!) as unknown),
            };
          }),
        [tag, markups] as const,
      );
    } finally {
      await page.close();
    }
  });
}
