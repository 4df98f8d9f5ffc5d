import assert from 'node:assert/strict';
import {describe, it} from 'node:test';
import {renderCarousel} from '../../src/server/index.js';

const record = (id: number, extra: Record<string, unknown> = {}) => ({
  id,
  title: `Video ${id}`,
  originalDate: '2024-03-05T00:00:00.000+05:00',
  community: false,
  sector: 'Markets',
  tags: ['stocks'],
  playbackDetails: {
    streamUrl: `https://media.example/videos/${id}/master.m3u8`,
    thumbnailUrl: `https://media.example/videos/${id}/thumbnail.jpg?time=2`,
    duration: 65,
  },
  categories: {items: [{categoryName: 'Investing Basics'}]},
  ...extra,
});

/** The printed list, as the element will read it. */
const printedList = (html: string) =>
  JSON.parse(/<script type="application\/json">(.*)<\/script><\/video-carousel>$/.exec(html)![1]!);

/** Markup with lit's SSR markers left out. */
const withoutMarkers = (html: string) => html.replace(/<!--.*?-->|<\?>/g, '');

describe('renderCarousel (in Node, without a DOM)', () => {
  it("prints the row of cards as Declarative Shadow DOM with lit's markers, and the list", () => {
    const html = renderCarousel([record(1), record(2)], {
      attributes: {category: 'Investing Basics', limit: '4', player: 'main'},
    });
    assert.match(
      html,
      /^<video-carousel category="Investing Basics" limit="4" player="main"><template shadowrootmode="open"><style>/,
    );
    assert.match(html, /<!--lit-part [^ ]+=-->/); // What lit's hydration finds.
    const shown = withoutMarkers(html);
    assert.match(shown, /aria-label="Videos: Investing Basics"/);
    assert.match(shown, /aria-busy="false"/);
    assert.deepEqual(
      [...shown.matchAll(/data-id="(\d+)"/g)].map((match) => match[1]),
      ['1', '2'],
    );
    assert.match(shown, /<span part="title" class="title" dir="auto">Video 1<\/span>/);
    assert.match(shown, /<span part="date"\s*>Mar 5, 2024<\/span\s*>/);
    assert.match(shown, /aria-hidden="true"\s*>1:05<\/span/);
    assert.deepEqual(
      printedList(html).map((video: {id: number}) => video.id),
      [1, 2],
    );
  });

  it('links each card, for a reader without script, to its file or the `watch-url` page', () => {
    const links = (attributes: Record<string, string>) =>
      [
        ...withoutMarkers(
          renderCarousel(
            [record(1), record(2, {playbackDetails: {mp4Url: 'https://m.example/2.mp4'}})],
            {attributes},
          ),
        ).matchAll(
          /<a\s+part="card-link"\s+class="card-link"\s+href="([^"]*)"\s+aria-describedby="meta-(\d)"\s*><span part="title" class="title" dir="auto">Video \2<\/span>/g,
        ),
      ].map((match) => match[1]);
    assert.deepEqual(links({}), [
      'https://media.example/videos/1/master.m3u8',
      'https://m.example/2.mp4',
    ]);
    assert.deepEqual(links({'watch-url': '/videos/{id}'}), ['/videos/1', '/videos/2']);
    assert.deepEqual(links({'watch-url': 'javascript:alert({id})'}), [
      'https://media.example/videos/1/master.m3u8',
      'https://m.example/2.mp4',
    ]);
  });

  it('escapes every service string: one template, one script, and that one data', () => {
    const html = renderCarousel([
      record(1, {
        title: '</template><script>alert(1)</script> "q" & \'a\' <!-- שלום',
        sector: '</script><img src=x onerror=alert(1)>',
        tags: ['"><b>'],
      }),
    ]);
    assert.equal(html.split('</template>').length, 2);
    assert.equal(html.split('<script').length, 2);
    assert.equal(html.split('<img').length, 2); // The thumbnail only.
    assert.equal(html.split('<b>').length, 1);
    assert.match(
      html,
      /&lt;\/template&gt;&lt;script&gt;alert\(1\)&lt;\/script&gt; &quot;q&quot; &amp; &#39;a&#39; &lt;!-- שלום/,
    );
    assert.equal(
      printedList(html)[0].title,
      '</template><script>alert(1)</script> "q" & \'a\' <!-- שלום',
    );
  });

  it('prints only the records the element could show, at most `limit` of them', () => {
    const html = renderCarousel([record(1), {id: 2}, 'no', record(3), record(4)], {
      attributes: {limit: '2'},
    });
    assert.deepEqual(
      printedList(html).map((video: {id: number}) => video.id),
      [1, 3],
    );
    assert.match(withoutMarkers(html), /aria-label="Videos"/);
  });

  it('prints the empty message for an empty list', () => {
    assert.match(
      withoutMarkers(renderCarousel([], {attributes: {category: 'Options'}})),
      /<p part="state empty" class="state" tabindex="-1">There are no videos in the category “Options” yet.<\/p>/,
    );
  });

  it('prints the placeholders where a filter keeps what its code decides', () => {
    const html = withoutMarkers(renderCarousel([record(1)], {attributes: {filter: 'stocks'}}));
    assert.match(html, /part="skeleton"/);
    assert.doesNotMatch(html, /data-id=/);
  });

  it('refuses what the element would refuse, in words', () => {
    assert.throws(() => renderCarousel({items: []}), /records must be a list/);
    assert.throws(
      () => renderCarousel([record(1)], {attributes: {limit: '0'}}),
      /limit must be a whole number from 1 to 1000/,
    );
  });

  it('writes its words, dates and lengths in the page language', () => {
    const html = withoutMarkers(renderCarousel([record(1)], {lang: 'de-AT'}));
    assert.match(html, /aria-roledescription="Karussell"/);
    assert.match(html, /aria-label="Nächste Videos"/);
    assert.match(html, /<span part="date"\s*>05\.03\.2024<\/span\s*>/);
    assert.match(html, /1 Minute, 5 Sekunden|1 Minute 5 Sekunden/);
  });
});
