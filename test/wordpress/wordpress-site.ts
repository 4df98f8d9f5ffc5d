// A real WordPress on loopback for the tests: Debian's wordpress package (core files linked
// from /usr/share/wordpress), MariaDB on a private socket in a temporary folder, PHP's built-in
// server, and the plugin installed from the built zip. Nothing of the system is changed.
import {execFile, spawn, type ChildProcess} from 'node:child_process';
import {existsSync} from 'node:fs';
import {mkdir, mkdtemp, readFile, rm, writeFile} from 'node:fs/promises';
import {uninstallOnNetwork, type NetworkRows} from './network-site.js';
import {config, linkCore} from './site-files.js';
import {freePorts} from '../../scripts/free-ports.js';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {fileURLToPath} from 'node:url';
import {promisify} from 'node:util';

const run = promisify(execFile);
const here = fileURLToPath(new URL('.', import.meta.url));
export const ZIP = fileURLToPath(
  new URL('../../dist/wordpress/video-content-widgets.zip', import.meta.url),
);

export interface WordPressOptions {
  /** The service's base URL the plugin is set up with, and its key. */
  service: string;
  apiKey: string;
  /** An origin listed in the plugin's allowed origins. */
  allowedOrigin: string;
  /** The theme's folder name; default twentytwentyone (a classic theme whose <main> is #main). */
  theme?: string;
}

export interface WordPressSite {
  /** `http://127.0.0.1:<port>` */
  url: string;
  /** The plugin's proxy route. */
  endpoint: string;
  /** Each test post's address and its content as saved. */
  posts: Record<
    'blocks' | 'html' | 'shortcode' | 'classic' | 'player' | 'mistakes',
    {id: number; url: string; content: string}
  >;
  /** Switches to a theme (its folder name), as Appearance, Themes does. */
  switchTheme(theme: string): Promise<void>;
  /** How an option is stored: whether it is there, autoloaded, and holds a non-empty api_key. */
  optionRow(name: string): Promise<{exists: boolean; autoload: string | null; storesKey: boolean}>;
  /** Defines the key in the site's configuration (`VIDEO_CONTENT_WIDGETS_API_KEY`), or no longer. */
  defineKey(key: string | undefined): Promise<void>;
  /** Sets the permalink structure ('' is "Plain"), as Settings, Permalinks does. */
  setPermalinks(structure: string): Promise<void>;
  /** How many rows of the options table the plugin holds: options, kept answers, their expiries. */
  storedRows(): Promise<{options: number; answers: number; timeouts: number}>;
  /** A post's content as a site without the plugin renders it (its blocks' saved markup). */
  renderWithoutPlugin(postId: number): Promise<string>;
  /** Post content as the site's pages print it (the_content), from the command line. */
  renderContent(content: string): Promise<string>;
  /**
   * On a network of two sites of its own (MULTISITE, same database server), the plugin's rows of
   * each site before and after its uninstall.
   */
  uninstallOnNetwork(): Promise<NetworkRows>;
  /** Deactivates the plugin and runs its uninstall, as Plugins, Delete does. */
  uninstall(): Promise<void>;
  /** Marks an option autoloaded, as a first save through options.php leaves it. */
  autoload(name: string): Promise<void>;
  /** Sets a user's language, as their profile's Language field does. */
  setUserLocale(user: string, locale: string): Promise<void>;
  /** Sets the site's language (`de_DE`; '' for English), as Settings, General does. */
  setSiteLanguage(locale: string): Promise<void>;
  /** Adds a translation file to wp-content/languages/plugins, as a language pack does. */
  addPluginTranslation(file: string, content: string): Promise<void>;
  /** Makes the proxy's kept answers older by `seconds`, as time would. */
  ageAnswers(seconds: number): Promise<void>;
  /** Logs in through wp-login.php; resolves to the Cookie header of the session. */
  logIn(user: string, password: string): Promise<string>;
  /** What PHP logged (notices, warnings), for a test to assert there is none. */
  phpLog(): Promise<string>;
  close(): Promise<void>;
}

async function waitFor(what: string, ready: () => Promise<boolean>, child: ChildProcess) {
  for (let tries = 0; tries < 300; tries++) {
    if (child.exitCode !== null) throw new Error(`${what} exited with ${child.exitCode}`);
    if (await ready().catch(() => false)) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${what} did not start within 30 s`);
}

const isRoot = process.getuid?.() === 0;

/** Starts MariaDB in `dir`; resolves once it accepts connections on its socket. */
async function startMariaDb(dir: string) {
  const data = join(dir, 'db');
  const socket = join(dir, 'mysql.sock');
  const user = isRoot ? ['--user=root'] : [];
  await run('mariadb-install-db', [
    '--no-defaults',
    `--datadir=${data}`,
    '--auth-root-authentication-method=normal',
    '--skip-test-db',
    ...user,
  ]);
  const server = spawn(
    '/usr/sbin/mariadbd',
    [
      '--no-defaults',
      `--datadir=${data}`,
      `--socket=${socket}`,
      '--skip-networking',
      `--pid-file=${join(dir, 'mariadb.pid')}`,
      `--log-error=${join(dir, 'mariadb.log')}`,
      '--innodb-buffer-pool-size=16M',
      ...user,
    ],
    {stdio: 'ignore', detached: true},
  );
  const ping = async () => {
    await run('mariadb', ['--no-defaults', `--socket=${socket}`, '-uroot', '-e', 'SELECT 1']);
    return true;
  };
  await waitFor('MariaDB', ping, server);
  await run('mariadb', [
    '--no-defaults',
    `--socket=${socket}`,
    '-uroot',
    '-e',
    'CREATE DATABASE wordpress',
  ]);
  return {socket, server};
}

// The proxy's time-out short, as the Node proxy's in the conformance suite. A request naming
// itself a test client (x-test-client) is counted as that client, with a bucket of 3 refilled
// once in 100 s, so a test can use one up in a few requests, leaving every other client's alone.
// At most 20 kept answers (200 by default), so that a test passes the cap in a few seconds. The
// Classic-editor post opens in the Classic editor, as with the Classic Editor plugin.
const MU_PLUGIN = `<?php
add_filter( 'video_content_widgets_proxy_timings', function ( $timings ) {
	$timings['timeout'] = 1;
	return $timings;
} );
add_filter( 'video_content_widgets_proxy_client', function ( $client ) {
	return isset( $_SERVER['HTTP_X_TEST_CLIENT'] ) ? 'test-' . $_SERVER['HTTP_X_TEST_CLIENT'] : $client;
} );
add_filter( 'video_content_widgets_proxy_rate_limit', function ( $limit, $client ) {
	return 0 === strpos( $client, 'test-' ) ? array( 'burst' => 3, 'per_second' => 0.01 ) : $limit;
}, 10, 2 );
add_filter( 'video_content_widgets_proxy_max_answers', function () {
	return 20;
} );
add_filter( 'use_block_editor_for_post', function ( $use, $post ) {
	return 'post-classic' === $post->post_name ? false : $use;
}, 10, 2 );
`;

export async function startWordPress(options: WordPressOptions): Promise<WordPressSite> {
  const dir = await mkdtemp(join(tmpdir(), 'vcw-wp-'));
  const children: ChildProcess[] = [];
  const running = (child: ChildProcess) => child.exitCode === null && child.signalCode === null;
  // Each child leads a process group of its own, so PHP's server workers end with it, also
  // when the test process ends without calling close().
  const stop = () => {
    for (const child of children.filter(running)) process.kill(-child.pid!, 'SIGTERM');
  };
  process.once('exit', stop);
  const close = async () => {
    const exits = children
      .filter(running)
      .map((child) => new Promise((resolve) => child.once('exit', resolve)));
    stop();
    await Promise.all(exits);
    process.off('exit', stop);
    await rm(dir, {recursive: true, force: true});
  };
  try {
    const db = await startMariaDb(dir);
    children.push(db.server);
    const site = join(dir, 'site');
    await linkCore(site);
    // The site's address is written in its database at install, seconds before PHP's server
    // listens on it: a port no other socket is handed meanwhile (scripts/free-ports.js).
    const [port] = await freePorts(1);
    const url = `http://127.0.0.1:${port}`;
    await writeFile(join(site, 'wp-config.php'), config(url, db.socket, site));
    await writeFile(join(site, 'wp-content/mu-plugins/test-timings.php'), MU_PLUGIN);
    const {stdout} = await run('php', [join(here, 'install.php')], {
      env: {
        ...process.env,
        VCW_SITE: site,
        VCW_URL: url,
        VCW_ZIP: ZIP,
        VCW_SERVICE: options.service,
        VCW_KEY: options.apiKey,
        VCW_ORIGIN: options.allowedOrigin,
        VCW_THEME: options.theme ?? 'twentytwentyone',
      },
    });
    const posts = JSON.parse(stdout) as WordPressSite['posts'];
    // Opcache rereads a changed file at once: a test edits wp-config.php (defineKey) between
    // requests a second apart, where a site owner's next request comes minutes later.
    const server = spawn(
      'php',
      [
        '-d',
        'opcache.revalidate_freq=0',
        '-S',
        `127.0.0.1:${port}`,
        '-t',
        site,
        join(here, 'router.php'),
      ],
      {env: {...process.env, PHP_CLI_SERVER_WORKERS: '4'}, stdio: 'ignore', detached: true},
    );
    children.push(server);
    await waitFor('PHP', async () => (await fetch(`${url}/wp-login.php`)).ok, server);
    const log = join(site, 'php.log');
    const php = async (script: string, argument: string) =>
      (await run('php', [join(here, script), argument], {env: {...process.env, VCW_SITE: site}}))
        .stdout;
    return {
      url,
      endpoint: `${url}/wp-json/video-content-widgets/v1`,
      posts,
      async switchTheme(theme) {
        const now = await php('switch-theme.php', theme);
        if (now !== theme) throw new Error(`the theme is ${now}, not ${theme}`);
      },
      async setPermalinks(structure) {
        const now = await php('set-permalinks.php', structure);
        if (now !== structure) throw new Error(`the permalinks are "${now}", not "${structure}"`);
      },
      async autoload(name) {
        if ((await php('set-autoload.php', name)) !== '1') throw new Error(`no option ${name}`);
      },
      async setUserLocale(user, locale) {
        const now = await (
          await run('php', [join(here, 'set-user-locale.php'), user, locale], {
            env: {...process.env, VCW_SITE: site},
          })
        ).stdout;
        // '' is the site's language.
        if (locale && now !== locale) throw new Error(`${user}'s locale is ${now}, not ${locale}`);
      },
      async setSiteLanguage(locale) {
        const now = await php('set-site-language.php', locale);
        if (now !== locale) throw new Error(`the site's language is "${now}", not "${locale}"`);
      },
      async addPluginTranslation(file, content) {
        const dir = join(site, 'wp-content/languages/plugins');
        await mkdir(dir, {recursive: true});
        await writeFile(join(dir, file), content);
      },
      renderWithoutPlugin: (postId) => php('render-without-plugin.php', String(postId)),
      renderContent: (content) => php('render-content.php', content),
      uninstallOnNetwork: () => uninstallOnNetwork(join(dir, 'network'), db.socket),
      storedRows: async () => JSON.parse(await php('stored-rows.php', '')),
      async uninstall() {
        if ((await php('uninstall-plugin.php', '')) !== 'uninstalled') throw new Error('uninstall');
      },
      optionRow: async (name) => JSON.parse(await php('option-row.php', name)),
      // As a site owner adds it: a line of wp-config.php, above its `require` of wp-settings.php.
      async defineKey(key) {
        const file = join(site, 'wp-config.php');
        const line = /^define\( 'VIDEO_CONTENT_WIDGETS_API_KEY'.*\n/m;
        const defined =
          key === undefined ? '' : `define( 'VIDEO_CONTENT_WIDGETS_API_KEY', '${key}' );\n`;
        const text = (await readFile(file, 'utf8')).replace(line, '');
        await writeFile(file, text.replace(/^\$table_prefix/m, `${defined}$&`));
      },
      async ageAnswers(seconds) {
        if (Number(await php('age-answers.php', String(seconds))) === 0) {
          throw new Error('the proxy keeps no answer to age');
        }
      },
      async logIn(user, password) {
        const response = await fetch(`${url}/wp-login.php`, {
          method: 'POST',
          redirect: 'manual',
          headers: {cookie: 'wordpress_test_cookie=WP%20Cookie%20check'},
          body: new URLSearchParams({log: user, pwd: password, testcookie: '1'}),
        });
        if (response.status !== 302) throw new Error(`${user} could not log in`);
        return response.headers
          .getSetCookie()
          .map((cookie) => cookie.split(';')[0])
          .join('; ');
      },
      phpLog: async () => (existsSync(log) ? readFile(log, 'utf8') : ''),
      close,
    };
  } catch (error) {
    await close();
    throw error;
  }
}
