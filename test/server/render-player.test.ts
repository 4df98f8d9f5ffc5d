import assert from 'node:assert/strict';
import {describe, it} from 'node:test';
import {renderPlayer} from '../../src/server/index.js';

const record = {
  id: 1001,
  title: 'Market Basics',
  community: false,
  sector: 'Markets',
  tags: ['stocks', 'index funds'],
  playbackDetails: {
    streamUrl: 'https://media.example/videos/market-basics/master.m3u8',
    mp4Url: 'https://media.example/videos/market-basics/medium.mp4',
    thumbnailUrl: 'https://media.example/videos/market-basics/thumbnail.jpg?time=2',
    duration: 3725.4,
  },
  categories: {items: [{categoryName: 'Investing Basics'}]},
};
const hostile = {
  ...record,
  title: '</template><script>alert(1)</script> "quotes" & \'more\' <!-- שלום',
  tags: ['</script><img src=x onerror=alert(1)>'],
};

describe('renderPlayer (in Node, without a DOM)', () => {
  it('prints the player as Declarative Shadow DOM with its poster facade and its record', () => {
    const html = renderPlayer(record);
    assert.match(html, /^<video-player video-id="1001"><template shadowrootmode="open"><style>/);
    assert.match(
      html,
      /<div part="base" class="frame" role="group" aria-label="[^"]*Market Basics[^"]*"><!---->/,
    );
    assert.match(
      html,
      /<button type="button" part="facade" class="facade" aria-label="Play video: Market Basics"/,
    );
    assert.match(
      html,
      /<img part="poster" class="poster" src="https:\/\/media\.example\/videos\/market-basics\/thumbnail\.jpg\?time=2" alt="" decoding="async">/,
    );
    assert.match(
      html,
      /<p part="duration" class="duration"><span aria-hidden="true">1:02:05<\/span>/,
    );
    assert.match(
      html,
      /<li part="chip" class="chip">Markets<\/li><li part="chip" class="chip">stocks<\/li>/,
    );
    const json = /<script type="application\/json">(.*)<\/script><\/video-player>$/.exec(html)?.[1];
    assert.equal(JSON.parse(json!).title, 'Market Basics');
  });

  it('escapes every service string: one template, one script, and that one data', () => {
    const html = renderPlayer(hostile);
    assert.equal(html.split('</template>').length, 2);
    assert.equal(html.split('<script').length, 2);
    assert.equal(html.split('<img').length, 2); // The poster only.
    assert.match(
      html,
      /&lt;\/template&gt;&lt;script&gt;alert\(1\)&lt;\/script&gt; &quot;quotes&quot; &amp; &#39;more&#39; &lt;!-- שלום/,
    );
    const json = /<script type="application\/json">(.*)<\/script><\/video-player>$/.exec(html)![1]!;
    assert.doesNotMatch(json, /</);
    assert.equal(JSON.parse(json).title, hostile.title);
  });

  it('writes the other attributes escaped, a boolean one empty', () => {
    const html = renderPlayer(record, {attributes: {endpoint: '/api"><x', muted: true}});
    assert.match(html, /^<video-player endpoint="\/api&quot;&gt;&lt;x" muted="" video-id="1001">/);
  });

  it('prints the poster alone under another skin (controls="none")', () => {
    const html = renderPlayer(record, {attributes: {controls: 'none'}});
    assert.doesNotMatch(html, /<button|<a /);
    assert.match(html, /<!----><img part="poster"/);
  });

  describe('for a reader without script', () => {
    /** Where the printed poster links, named as the play button it stands for. */
    const linked = (attributes: Record<string, string> = {}, printed: object = record) => {
      const html = renderPlayer(printed, {attributes});
      const link =
        /<a part="facade-link" class="facade-link" href="([^"]*)" aria-label="Play video: Market Basics" aria-describedby="details"><\/a><\/template>/.exec(
          html,
        );
      assert.ok(link, html.slice(0, 300));
      return link[1];
    };

    it('links the poster to the video’s MP4 file, else its stream', () => {
      assert.equal(linked(), record.playbackDetails.mp4Url);
      const streamOnly = {...record, playbackDetails: {streamUrl: 'https://media.example/s.m3u8'}};
      assert.equal(linked({}, streamOnly), 'https://media.example/s.m3u8');
    });

    it('links it to the watch page `watch-url` names, its {id} filled, escaped', () => {
      assert.equal(linked({'watch-url': '/videos/{id}?from={id}'}), '/videos/1001?from=1001');
      assert.equal(
        linked({'watch-url': 'HTTPS://site.example/v/{id}'}),
        'HTTPS://site.example/v/1001',
      );
      assert.equal(linked({'watch-url': '/v/{id}?a=1&b="2"'}), '/v/1001?a=1&amp;b=&quot;2&quot;');
    });

    it('keeps to the MP4 file where `watch-url` could be another scheme', () => {
      for (const url of [
        'javascript:alert(1)',
        'java\nscript:alert(1)',
        ' /v/{id}',
        'v/{id}',
        'data:,x',
      ]) {
        assert.equal(
          linked({'watch-url': url}),
          record.playbackDetails.mp4Url,
          JSON.stringify(url),
        );
      }
    });
  });

  it('says what is wrong with a record it cannot print', () => {
    assert.throws(() => renderPlayer({id: 'x'}), {
      name: 'TypeError',
      message: /not a playable record/,
    });
  });

  it('writes its words and the spoken length in the page language', () => {
    const html = renderPlayer(record, {lang: 'fr'});
    assert.match(
      html,
      /aria-label="Lire la vidéo : Market Basics"|aria-label="Lire la vidéo\u00a0: Market Basics"/,
    );
    assert.match(html, /1\sheure/);
    assert.match(renderPlayer(record, {lang: 'en-GB'}), /aria-label="Play video: Market Basics"/);
  });
});
