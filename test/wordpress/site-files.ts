// A WordPress site's files for the tests: Debian's core (/usr/share/wordpress) linked in, its
// themes too, a content folder of its own, and its configuration.
import {mkdir, readdir, symlink} from 'node:fs/promises';
import {join} from 'node:path';

const CORE = '/usr/share/wordpress';

/** Makes `site` a WordPress folder: core and themes linked, plugins and mu-plugins its own. */
export async function linkCore(site: string) {
  await mkdir(join(site, 'wp-content/themes'), {recursive: true});
  await mkdir(join(site, 'wp-content/plugins'));
  await mkdir(join(site, 'wp-content/mu-plugins'));
  for (const entry of await readdir(CORE)) {
    if (entry !== 'wp-config.php' && entry !== 'wp-content') {
      await symlink(join(CORE, entry), join(site, entry));
    }
  }
  for (const theme of await readdir(join(CORE, 'wp-content/themes'))) {
    await symlink(join(CORE, 'wp-content/themes', theme), join(site, 'wp-content/themes', theme));
  }
}

/**
 * The site's wp-config.php: its database on MariaDB's socket, its address, its content folder,
 * debugging to a log, nothing fetched or run in the background; `more` is added before the
 * table prefix.
 */
export const config = (
  url: string,
  socket: string,
  site: string,
  database = 'wordpress',
  more = '',
) => `<?php
define( 'DB_NAME', '${database}' );
define( 'DB_USER', 'root' );
define( 'DB_PASSWORD', '' );
define( 'DB_HOST', 'localhost:${socket}' );
define( 'DB_CHARSET', 'utf8mb4' );
define( 'DB_COLLATE', '' );
${['AUTH', 'SECURE_AUTH', 'LOGGED_IN', 'NONCE']
  .flatMap((name) => [`${name}_KEY`, `${name}_SALT`])
  .map((name) => `define( '${name}', '${name.toLowerCase()}-test-only' );`)
  .join('\n')}
${more}$table_prefix = 'wp_';
define( 'WP_HOME', '${url}' );
define( 'WP_SITEURL', '${url}' );
define( 'WP_CONTENT_DIR', '${site}/wp-content' );
define( 'WP_DEBUG', true );
define( 'WP_DEBUG_DISPLAY', false );
define( 'WP_DEBUG_LOG', '${site}/php.log' );
define( 'DISABLE_WP_CRON', true );
define( 'AUTOMATIC_UPDATER_DISABLED', true );
define( 'WP_HTTP_BLOCK_EXTERNAL', true );
if ( ! defined( 'ABSPATH' ) ) {
	define( 'ABSPATH', __DIR__ . '/' );
}
require_once ABSPATH . 'wp-settings.php';
`;
