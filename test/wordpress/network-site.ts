// A multisite network for the uninstall test: a second WordPress folder with a database of its
// own on the test site's MariaDB, made a subdirectory network of two sites and driven from the
// command line (test/wordpress/network-uninstall.php): no web server, no other test touched.
import {execFile} from 'node:child_process';
import {writeFile} from 'node:fs/promises';
import {join} from 'node:path';
import {fileURLToPath} from 'node:url';
import {promisify} from 'node:util';
import {config, linkCore} from './site-files.js';

const run = promisify(execFile);
const SCRIPT = fileURLToPath(new URL('network-uninstall.php', import.meta.url));
const ZIP = fileURLToPath(
  new URL('../../dist/wordpress/video-content-widgets.zip', import.meta.url),
);

interface Rows {
  options: number;
  answers: number;
  timeouts: number;
}

/** The plugin's rows of each site (by site id) before and after its uninstall. */
export interface NetworkRows {
  before: Record<string, Rows>;
  after: Record<string, Rows>;
}

// As Tools, Network Setup tells a site owner to add to wp-config.php, once the network exists.
const MULTISITE = `if ( getenv( 'VCW_MULTISITE' ) ) {
	define( 'MULTISITE', true );
	define( 'SUBDOMAIN_INSTALL', false );
	define( 'DOMAIN_CURRENT_SITE', 'network.test' );
	define( 'PATH_CURRENT_SITE', '/' );
	define( 'SITE_ID_CURRENT_SITE', 1 );
	define( 'BLOG_ID_CURRENT_SITE', 1 );
}
`;

export async function uninstallOnNetwork(site: string, socket: string): Promise<NetworkRows> {
  await run('mariadb', [
    '--no-defaults',
    `--socket=${socket}`,
    '-uroot',
    '-e',
    'CREATE DATABASE network',
  ]);
  await linkCore(site);
  await writeFile(
    join(site, 'wp-config.php'),
    config('http://network.test', socket, site, 'network', MULTISITE),
  );
  const php = (step: string, multisite: boolean) =>
    run('php', [SCRIPT, step], {
      env: {
        ...process.env,
        VCW_SITE: site,
        VCW_ZIP: ZIP,
        ...(multisite ? {VCW_MULTISITE: '1'} : {}),
      },
    });
  const {stdout} = await php('install', false);
  if (stdout !== 'installed') throw new Error(`the network: ${stdout}`);
  return JSON.parse((await php('uninstall', true)).stdout) as NetworkRows;
}
