// The plugin's settings form as an administrator submits it: through options.php, with the
// form's own nonce, every field as shown unless the test changes it.
import assert from 'node:assert/strict';
import type {WordPressSite} from './wordpress-site.js';

export const SETTINGS = '/wp-admin/options-general.php?page=video-content-widgets';

type Field = 'base_url' | 'api_key' | 'allowed_origins';

/** Submits the form with `change` applied; resolves to the settings page WordPress shows next. */
export async function saveSettings(
  site: WordPressSite,
  cookie: string,
  change: Partial<Record<Field, string>>,
): Promise<string> {
  const form = await (await fetch(`${site.url}${SETTINGS}`, {headers: {cookie}})).text();
  const hidden = (name: string) =>
    new RegExp(`name="${name}" value="([^"]*)"`).exec(form)?.[1] ?? '';
  const shown: Record<Field, string> = {
    base_url: /id="vcw-base-url" name="[^"]+" value="([^"]*)"/.exec(form)?.[1] ?? '',
    // Empty keeps the saved key, as the form says.
    api_key: '',
    allowed_origins:
      /<textarea[^>]*id="vcw-origins"[^>]*>([^<]*)<\/textarea>/.exec(form)?.[1] ?? '',
  };
  const fields = {...shown, ...change};
  const saved = await fetch(`${site.url}/wp-admin/options.php`, {
    method: 'POST',
    redirect: 'manual',
    headers: {cookie},
    body: new URLSearchParams({
      option_page: 'video-content-widgets',
      action: 'update',
      _wpnonce: hidden('_wpnonce'),
      _wp_http_referer: hidden('_wp_http_referer'),
      ...Object.fromEntries(
        Object.entries(fields).map(([name, value]) => [`video_content_widgets[${name}]`, value]),
      ),
    }),
  });
  assert.equal(saved.status, 302, 'options.php redirects back to the form');
  const next = new URL(saved.headers.get('location')!, site.url);
  return (await fetch(next, {headers: {cookie}})).text();
}
