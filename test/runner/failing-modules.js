// A chunk of the widgets that cannot be downloaded (a page gone offline after it loaded), which
// no server of the widgets can be made to do: the module the `fail-module` cookie names
// (file name without extension; test/without-module.ts sets it) answers 503.

const COOKIE = /(?:^|;\s*)fail-module=([\w-]+)/;

/**
 * The runner lets browsers keep every file for a year, so a page would get an earlier page's
 * copy of a module (or its 503) without asking: the sources go out with `Vary: *`, which no
 * cache can match, and each page asks for them again.
 * @type {import('koa').Middleware}
 */
export async function failingModules(ctx, next) {
  const name = COOKIE.exec(ctx.get('cookie'))?.[1];
  if (name && new RegExp(`/${name}\\.(?:js|ts)$`).test(ctx.path)) ctx.status = 503;
  else await next();
  if (ctx.path.startsWith('/src/')) ctx.set('vary', '*');
}
