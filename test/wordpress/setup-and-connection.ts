// What a site owner meets setting the plugin up: a Settings link on the plugin's row, a notice
// until the address and key are set, the connection tested on save and by Site Health in words,
// and the key kept out of autoloaded options, or out of the database through wp-config.php.
// Each test that breaks the settings puts them back, for the tests after it.
import assert from 'node:assert/strict';
import {describe, it} from 'node:test';
import {KEY} from '../proxy/harness.js';
import {saveSettings, SETTINGS} from './settings-form.js';
import type {WordPressSite} from './wordpress-site.js';

const CONNECTED = /Connected: \d+ videos in \d+ categories\./;

export function setupAndConnection(site: () => WordPressSite) {
  describe('setting the plugin up', () => {
    const admin = () => site().logIn('admin', 'admin-password-1');
    const page = async (path: string, cookie: string) =>
      (await fetch(`${site().url}${path}`, {headers: {cookie}})).text();

    it('says on save that the settings connect, with what the service holds', async () => {
      const after = await saveSettings(site(), await admin(), {});
      assert.match(after, new RegExp(`Settings saved\\. ${CONNECTED.source}`));
      assert.match(
        after,
        /id="vcw-connection">Connection, checked [^<]+ ago when the settings were saved: Connected/,
      );
    });

    it('says the service refused a wrong key, and connects again with the right one', async () => {
      const cookie = await admin();
      const wrong = await saveSettings(site(), cookie, {api_key: 'not-the-key'});
      assert.match(
        wrong,
        /Settings saved, but the widgets cannot show videos yet\. The service refused the key \(HTTP 401\): check the API key\./,
      );
      assert.match(await saveSettings(site(), cookie, {api_key: KEY}), CONNECTED);
    });

    it('says nothing answers at an address where nothing listens', async () => {
      const cookie = await admin();
      const form = await page(SETTINGS, cookie);
      const base = /id="vcw-base-url" name="[^"]+" value="([^"]*)"/.exec(form)![1]!;
      try {
        const wrong = await saveSettings(site(), cookie, {base_url: 'http://127.0.0.1:9'});
        assert.match(
          wrong,
          /Nothing answers at that address \(http:\/\/127\.0\.0\.1:9\): check the service address\./,
        );
      } finally {
        assert.match(await saveSettings(site(), cookie, {base_url: base}), CONNECTED);
      }
    });

    it('has a Site Health test that says the widgets are connected', async () => {
      const health = await page('/wp-admin/site-health.php', await admin());
      assert.match(health, /The video widgets are connected to the video service/);
      assert.match(health, /Connected: \d+ videos in \d+ categories\./);
    });

    it('puts a Settings link first on the plugin’s row', async () => {
      const plugins = await page('/wp-admin/plugins.php', await admin());
      const row = /<tr[^>]*data-slug="video-content-widgets"[^]*?<\/tr>/.exec(plugins)?.[0] ?? '';
      assert.match(
        row,
        /<div class="row-actions visible"><span class='settings'><a href="http:\/\/127\.0\.0\.1:\d+\/wp-admin\/options-general\.php\?page=video-content-widgets">Settings<\/a>/,
      );
    });

    it('shows a notice on the Dashboard and Plugins until the address is set', async () => {
      const cookie = await admin();
      const notice =
        /id="vcw-setup-notice"><p><strong>Video Content Widgets is active but not set up\./;
      assert.doesNotMatch(await page('/wp-admin/', cookie), notice);
      const form = await page(SETTINGS, cookie);
      const base = /id="vcw-base-url" name="[^"]+" value="([^"]*)"/.exec(form)![1]!;
      try {
        const unset = await saveSettings(site(), cookie, {base_url: ''});
        assert.match(unset, /Not set up: enter the service address and the API key/);
        assert.match(await page('/wp-admin/', cookie), notice);
        assert.match(await page('/wp-admin/plugins.php', cookie), notice);
        assert.doesNotMatch(await page('/wp-admin/edit.php', cookie), notice);
      } finally {
        await saveSettings(site(), cookie, {base_url: base});
      }
      assert.doesNotMatch(await page('/wp-admin/plugins.php', cookie), notice);
    });

    it('keeps its options out of the autoloaded ones', async () => {
      for (const name of ['video_content_widgets', 'video_content_widgets_status']) {
        assert.deepEqual(
          {...(await site().optionRow(name)), storesKey: undefined},
          {exists: true, autoload: 'no', storesKey: undefined},
          name,
        );
      }
    });

    it('stops autoloading its option where a first save left it autoloaded', async () => {
      await site().autoload('video_content_widgets');
      assert.equal((await site().optionRow('video_content_widgets')).autoload, 'yes');
      await page('/wp-admin/', await admin());
      assert.deepEqual(await site().optionRow('video_content_widgets'), {
        exists: true,
        autoload: 'no',
        storesKey: true,
      });
      assert.equal((await fetch(`${site().endpoint}/content/video/1001`)).status, 200);
    });

    it('takes the key from wp-config.php, then storing none', async () => {
      const cookie = await admin();
      await site().defineKey(KEY);
      try {
        const after = await saveSettings(site(), cookie, {});
        assert.match(after, CONNECTED);
        assert.match(after, /The key comes from wp-config\.php \(VIDEO_CONTENT_WIDGETS_API_KEY\)/);
        assert.doesNotMatch(after, /name="video_content_widgets\[api_key\]"/);
        assert.equal((await site().optionRow('video_content_widgets')).storesKey, false);
        assert.equal((await fetch(`${site().endpoint}/content/video/1001`)).status, 200);
      } finally {
        await site().defineKey(undefined);
      }
      assert.match(await saveSettings(site(), cookie, {api_key: KEY}), CONNECTED);
      assert.equal((await site().optionRow('video_content_widgets')).storesKey, true);
    });
  });
}
