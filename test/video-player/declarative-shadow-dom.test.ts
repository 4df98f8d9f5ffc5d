import {expect, fixture, html} from '@open-wc/testing';
import '../../src/video-player/video-player.js';
import {parseVideo, type Video} from '../../src/data/index.js';
import {renderPlayer} from '../../src/server/index.js';
import {VideoPlayer} from '../../src/video-player/video-player.component.js';
import {clickAt, sendKeys} from '../browser-commands.js';
import {changed, hydrated} from '../hydrated.js';
import {fetchedUrls} from '../resource-timing.js';
import {waitUntil} from '../wait-until.js';
import {printedRecords} from '../server/printed-records.js';
import {clipMedia, clipVideo} from './clips.js';
import {advances, media, part} from './player-dom.js';

/** Records as a server gets them, a hostile one among them (markup, quotes, right-to-left). */
async function records(): Promise<Record<string, Video>> {
  const plain = await clipVideo();
  return {
    plain,
    hostile: {
      ...plain,
      id: 901,
      title: '</template><script>window.hacked = 1</script> "q" & \'a\' <!-- שלום עולם',
      tags: ['</script><img src=x onerror="window.hacked = 1">', 'ملصق'],
    },
  };
}

/** The player's box as its shadow root holds it. */
const frame = (of: VideoPlayer) => of.shadowRoot!.querySelector('.frame')!.outerHTML;

describe('<video-player> rendered on a server', () => {
  before(function () {
    if (!('setHTMLUnsafe' in Element.prototype)) this.skip(); // Each engine of the suite has it.
  });

  for (const name of ['plain', 'hostile']) {
    it(`takes over the printed ${name} record without a request or a change`, async () => {
      const record = (await records())[name]!;
      const {
        element: player,
        changes,
        remove,
      } = await hydrated<VideoPlayer>(renderPlayer(record), 'video-load');
      try {
        expect(changed(changes)).to.deep.equal([]);
        expect((window as {hacked?: number}).hacked).to.equal(undefined);
        expect(fetchedUrls((url) => url.includes(`/videos/${record.id}`))).to.deep.equal([]);
        expect(part(player, 'facade')!.getAttribute('aria-label')).to.equal(
          `Play video: ${record.title}`,
        );
        // Where script runs, the poster's link for readers without it is not there to see.
        const link = part(player, 'facade-link')!;
        expect(link.getAttribute('href')).to.equal(record.playbackDetails.mp4Url);
        expect(getComputedStyle(link).display).to.equal('none');
        await expect(player).to.be.accessible();
      } finally {
        remove();
      }
    });
  }

  it('prints the same shadow root the page would make', async () => {
    for (const record of Object.values(await records())) {
      const made = await fixture<VideoPlayer>(html`<video-player .video=${record}></video-player>`);
      await waitUntil(() => part(made, 'facade'), 'no poster');
      const {element: player, remove} = await hydrated<VideoPlayer>(
        renderPlayer(record),
        'video-load',
      );
      expect(frame(player)).to.equal(frame(made));
      remove();
    }
  });

  it('prints the shadow root the page would make for each record the PHP printer is held to', async () => {
    // render-player-php.test.ts holds the WordPress plugin's printer to these bytes.
    const media = (await clipMedia('compound-growth')).streamUrl.replace(/\/master\.m3u8$/, '');
    for (const [name, text] of Object.entries(printedRecords(media))) {
      const record = JSON.parse(text) as unknown;
      const made = await fixture<VideoPlayer>(
        html`<video-player .video=${parseVideo(record)}></video-player>`,
      );
      await waitUntil(() => part(made, 'facade'), 'no poster');
      const {element: player, remove} = await hydrated<VideoPlayer>(
        renderPlayer(record),
        'video-load',
      );
      expect(frame(player), name).to.equal(frame(made));
      expect((window as {hacked?: number}).hacked, name).to.equal(undefined);
      remove();
    }
  });

  it('takes over a player printed in the page language once its words come, without a change', async () => {
    const record = (await records())['plain']!;
    // Until the words of German came, which the printed poster already had.
    const german = async () => {
      await waitUntil(() => fetchedUrls((url) => /\/lang\/de\./.test(url)).length, 'no German');
      await new Promise(requestAnimationFrame);
    };
    const {
      element: player,
      changes,
      remove,
    } = await hydrated<VideoPlayer>(renderPlayer(record, {lang: 'de'}), 'video-load', {
      lang: 'de',
      until: german,
    });
    try {
      expect(changed(changes)).to.deep.equal([]);
      expect(part(player, 'facade')!.getAttribute('aria-label')).to.equal(
        `Video abspielen: ${record.title}`,
      );
    } finally {
      remove();
    }
  });

  it('plays from the printed poster', async () => {
    const {element: player, remove} = await hydrated<VideoPlayer>(
      renderPlayer(await clipVideo(), {attributes: {muted: true}}),
      'video-load',
    );
    try {
      part(player, 'facade')!.click();
      await waitUntil(() => media(player), 'no <video> after the click');
    } finally {
      remove();
    }
  });

  /**
   * A printed player under a name no element has yet, in the page: it upgrades when `upgrade`
   * defines that name. Its `play` events are counted from the start.
   */
  async function notYetDefined(name: string) {
    const holder = document.createElement('div');
    holder.setHTMLUnsafe(
      renderPlayer(await clipVideo(), {attributes: {muted: true}}).replace(
        /^<video-player(.*)<\/video-player>$/s,
        `<${name}$1</${name}>`,
      ),
    );
    document.body.append(holder);
    const player = holder.firstElementChild as VideoPlayer;
    const plays: Event[] = [];
    player.addEventListener('play', (event) => plays.push(event));
    const upgrade = async () => {
      const loaded = new Promise((resolve) => player.addEventListener('video-load', resolve));
      customElements.define(name, class extends VideoPlayer {});
      await loaded;
      await player.updateComplete;
    };
    return {player, plays, poster: part(player, 'facade')!, upgrade, remove: () => holder.remove()};
  }

  it('plays once it upgrades when its poster was pressed before its script ran', async function () {
    const {player, plays, poster, upgrade, remove} = await notYetDefined('pressed-video-player');
    try {
      await clickAt(poster); // A real press that nothing hears: the element is not defined yet.
      // Safari's rule: a pressed button takes no focus, so the press leaves no trace.
      if (player.shadowRoot!.activeElement !== poster) this.skip();
      await upgrade();
      await waitUntil(() => plays.length === 1, 'no play after the upgrade');
      await advances(player, 0.2);
      expect(plays).to.have.length(1);
    } finally {
      remove();
    }
  });

  it('does not play on upgrade when its poster only had the keyboard’s focus', async () => {
    const {player, plays, poster, upgrade, remove} = await notYetDefined('focused-video-player');
    const before = document.createElement('button');
    before.textContent = 'before';
    player.before(before);
    try {
      before.focus();
      await sendKeys({press: 'Tab'});
      expect(player.shadowRoot!.activeElement).to.equal(poster);
      await upgrade();
      // The press, had it been one, would have played a microtask after the update.
      await new Promise(requestAnimationFrame);
      expect(plays).to.deep.equal([]);
      expect(player.paused).to.equal(true);
    } finally {
      remove();
    }
  });

  it('does not take a printed record that is not the one its video-id names', async () => {
    const printed = renderPlayer(await clipVideo()).replace('video-id="900"', 'video-id="x"');
    const holder = document.createElement('div');
    holder.setHTMLUnsafe(printed);
    document.body.append(holder);
    const player = holder.firstElementChild as VideoPlayer;
    try {
      // The id is read as the page gave it: here an authoring mistake, said in words.
      await waitUntil(() => part(player, 'error'), 'no error for a wrong id');
      expect(part(player, 'error')!.textContent).to.contain('"x"');
      expect(part(player, 'facade')).to.equal(null);
    } finally {
      holder.remove();
    }
  });
});
