/**
 * The markup a server printed, parsed as a page's parser does (its shadow root attached before
 * any script of ours), then put into the page, in `lang` where given: the element upgrades over
 * it. Resolves once the element fired `loaded` (its record or list in hand) and updated, and
 * `until` where given; `changes` holds every mutation of its shadow root from before the upgrade
 * on.
 */
export async function hydrated<E extends HTMLElement & {updateComplete: Promise<unknown>}>(
  markup: string,
  loaded: string,
  {lang, until}: {lang?: string; until?: () => Promise<unknown>} = {},
) {
  const holder = document.createElement('div');
  if (lang) holder.lang = lang;
  holder.setHTMLUnsafe(markup);
  const element = holder.firstElementChild as E;
  const changes: MutationRecord[] = [];
  const observer = new MutationObserver((records) => changes.push(...records));
  observer.observe(element.shadowRoot!, {
    subtree: true,
    childList: true,
    attributes: true,
    characterData: true,
  });
  const done = new Promise((resolve) => element.addEventListener(loaded, resolve));
  document.body.append(holder);
  await done;
  await until?.();
  await element.updateComplete;
  await new Promise(requestAnimationFrame);
  changes.push(...observer.takeRecords());
  observer.disconnect();
  return {element, changes, remove: () => holder.remove()};
}

/** What changed, a line each, for an assertion to show. */
export const changed = (changes: readonly MutationRecord[]) =>
  changes.map(
    (change) =>
      `${change.type} ${change.target.nodeName}${change.attributeName ? `[${change.attributeName}]` : ''}`,
  );
