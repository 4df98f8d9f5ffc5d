// The demo's one header nav: the server writes it where a page says `<!--site-nav-->`, with the
// page itself marked (aria-current="page"), so every page has the same nav, without script.

/**
 * @typedef {{path: string, name: string, pages?: readonly DemoPage[]}} DemoPage
 * `pages`: the section's own pages, listed under it while one of them is shown.
 */

/** @type {readonly DemoPage[]} */
export const DEMO_PAGES = Object.freeze([
  {path: '/', name: 'Carousels and a hero player'},
  {path: '/carousels.html', name: 'Carousel states'},
  {path: '/player.html', name: 'Player'},
  {path: '/media-chrome.html', name: 'media-chrome'},
  {path: '/server-rendered.html', name: 'Server-rendered'},
  {
    path: '/frameworks/index.html',
    name: 'Frameworks',
    pages: [
      {path: '/frameworks/react.html', name: 'React 19'},
      {path: '/frameworks/preact.html', name: 'Preact'},
      {path: '/frameworks/vue.html', name: 'Vue 3'},
      {path: '/frameworks/svelte.html', name: 'Svelte 5'},
      {path: '/frameworks/angular.html', name: 'Angular'},
    ],
  },
]);

/**
 * The nav's list, marking the page at `path`.
 * @param {readonly DemoPage[]} pages
 * @param {string} path
 * @returns {string}
 */
function list(pages, path) {
  const items = pages.map(({path: href, name, pages: section}) => {
    const current = href === path ? ' aria-current="page"' : '';
    const open = section?.some((page) => page.path === path) || href === path;
    const below = section && open ? list(section, path) : '';
    return `<li><a href="${href}"${current}>${name}</a>${below}</li>`;
  });
  return `<ul>${items.join('')}</ul>`;
}

/**
 * `html` with its `<!--site-nav-->` replaced by the nav, the page at `pathname` marked.
 * @param {string} html
 * @param {string} pathname the URL path the page was asked for
 */
export function withSiteNav(html, pathname) {
  const nav = `<nav aria-label="Demo pages">${list(DEMO_PAGES, pathname === '/index.html' ? '/' : pathname)}</nav>`;
  return html.replace('<!--site-nav-->', nav);
}
