import assert from 'node:assert/strict';
import {describe, it} from 'node:test';
import {
  escapeHtml,
  isoDuration,
  renderVideoListSeo,
  renderVideoSeo,
  serializeJsonLd,
  videoItemList,
  videoObject,
} from '../../src/seo/index.js';
import {parseVideo} from '../../src/data/index.js';

const record = {
  id: 1001,
  title: 'Market Basics',
  originalDate: '2023-01-09T00:00:00.000+01:00',
  finasset: 'SPY',
  community: false,
  difficulty: 1,
  timeSensitivity: 2,
  sector: 'Markets',
  tags: ['stocks', 'index funds'],
  playbackDetails: {
    streamUrl: 'https://media.example/videos/market-basics/master.m3u8',
    mp4Url: 'https://media.example/videos/market-basics/medium.mp4',
    thumbnailUrl: 'https://media.example/videos/market-basics/thumbnail.jpg?time=2',
    gifUrl: 'https://media.example/videos/market-basics/animated.gif',
    duration: 3725.4,
  },
  categories: {items: [{categoryName: 'Investing Basics'}]},
};

const video = (raw: unknown) => {
  const parsed = parseVideo(raw);
  assert.ok(parsed);
  return parsed;
};

describe('isoDuration', () => {
  it('writes seconds as ISO 8601 hours, minutes and seconds', () => {
    assert.equal(isoDuration(3725.4), 'PT1H2M5S');
    assert.equal(isoDuration(65), 'PT1M5S');
    assert.equal(isoDuration(60), 'PT1M');
    assert.equal(isoDuration(3600), 'PT1H');
    assert.equal(isoDuration(0.4), 'PT0S');
    assert.equal(isoDuration(59.6), 'PT1M');
  });

  it('writes nothing for a length no video has', () => {
    assert.equal(isoDuration(-1), undefined);
    assert.equal(isoDuration(Number.NaN), undefined);
    assert.equal(isoDuration(1e300), undefined);
  });
});

describe('videoObject', () => {
  it('maps every field a record can fill', () => {
    assert.deepEqual(videoObject(video(record)), {
      '@context': 'https://schema.org',
      '@type': 'VideoObject',
      name: 'Market Basics',
      identifier: '1001',
      thumbnailUrl: 'https://media.example/videos/market-basics/thumbnail.jpg?time=2',
      uploadDate: '2023-01-09T00:00:00.000+01:00',
      duration: 'PT1H2M5S',
      contentUrl: 'https://media.example/videos/market-basics/medium.mp4',
      genre: 'Markets',
      keywords: 'stocks, index funds',
    });
  });

  it('leaves out what is absent or impossible, and never invents it', () => {
    const sparse = video({
      id: 7,
      title: 'Only a stream',
      originalDate: '2024-13-45T00:00:00.000+00:00',
      tags: [],
      playbackDetails: {streamUrl: 'https://media.example/7/master.m3u8', duration: 1e300},
    });
    assert.deepEqual(videoObject(sparse), {
      '@context': 'https://schema.org',
      '@type': 'VideoObject',
      name: 'Only a stream',
      identifier: '7',
      contentUrl: 'https://media.example/7/master.m3u8',
    });
  });

  it('checks the date of a hand-made record again', () => {
    const handMade = {...video(record), originalDate: '2023-02-29T00:00:00.000+00:00'};
    assert.equal(videoObject(handMade).uploadDate, undefined);
  });

  it('names a record whose title shows nothing, and bounds a huge title', () => {
    assert.equal(videoObject(video({...record, title: '\u200b\u200f\u202e'})).name, 'Video 1001');
    const long = videoObject(video({...record, title: 'x'.repeat(1_000_000)})).name;
    assert.equal(long.length, 200);
    assert.equal(long.at(-1), '…');
  });
});

describe('videoItemList', () => {
  it('lists records in order with 1-based positions and no nested @context', () => {
    const second = video({...record, id: 1002, title: 'Compound Growth'});
    const list = videoItemList([video(record), second]);
    assert.equal(list['@type'], 'ItemList');
    assert.deepEqual(
      list.itemListElement.map(({position, item}) => [position, item.name, item['@context']]),
      [
        [1, 'Market Basics', undefined],
        [2, 'Compound Growth', undefined],
      ],
    );
  });
});

describe('serializeJsonLd', () => {
  it('keeps a hostile title inside its script element', () => {
    const text = serializeJsonLd(videoObject(video({...record, title: '</script><b>&\u2028x'})));
    assert.doesNotMatch(text, /[<>&\u2028]/);
    assert.match(text, /"name":"\\u003c\/script\\u003e\\u003cb\\u003e\\u0026\\u2028x"/);
    assert.equal(JSON.parse(text).name, '</script><b>&\u2028x');
  });
});

describe('escapeHtml', () => {
  it('makes markup and quotes inert', () => {
    assert.equal(
      escapeHtml(`<a href="x" title='y'>&</a>`),
      '&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;&amp;&lt;/a&gt;',
    );
  });
});

describe('renderVideoSeo', () => {
  it('renders the JSON-LD, the poster (not lazy: the player shows it first) and a link to the MP4', () => {
    assert.equal(
      renderVideoSeo(record),
      '<script type="application/ld+json">' +
        serializeJsonLd(videoObject(video(record))) +
        '</script>' +
        '<img src="https://media.example/videos/market-basics/thumbnail.jpg?time=2" alt="" width="640" height="360">' +
        '<a href="https://media.example/videos/market-basics/medium.mp4">Market Basics (1:02:05)</a>',
    );
  });

  it('links where the host says, and escapes every text and URL', () => {
    const html = renderVideoSeo(
      {...record, title: '<img src=x onerror=alert(1)>'},
      {href: (v) => `https://cms.example/videos/${v.id}?a=1&b="2"`},
    );
    assert.match(html, /<a href="https:\/\/cms.example\/videos\/1001\?a=1&amp;b=&quot;2&quot;">/);
    assert.match(html, /">&lt;img src=x onerror=alert\(1\)&gt; \(1:02:05\)<\/a>$/);
    assert.equal(html.match(/<img/g)?.length, 1);
  });

  it('renders nothing for an unusable record', () => {
    assert.equal(renderVideoSeo({id: 'x', title: 'No id'}), '');
    assert.equal(
      renderVideoSeo({...record, playbackDetails: {streamUrl: 'javascript:alert(1)'}}),
      '',
    );
  });
});

describe('renderVideoListSeo', () => {
  const records = [1, 2, 3, 4].map((n) => ({...record, id: 1000 + n, title: `Video number ${n}`}));

  it('renders an ItemList and a list of links, up to the limit', () => {
    const html = renderVideoListSeo(records, {limit: 3});
    const json = /<script type="application\/ld\+json">(.*?)<\/script>/.exec(html)?.[1];
    assert.ok(json);
    const names = JSON.parse(json).itemListElement.map(
      (el: {item: {name: string}}) => el.item.name,
    );
    assert.deepEqual(names, ['Video number 1', 'Video number 2', 'Video number 3']);
    assert.equal(html.match(/<li>/g)?.length, 3);
    assert.match(
      html,
      /<\/script><ul><li><a href="https:\/\/media.example\/videos\/market-basics\/medium.mp4">/,
    );
    // Many posters, most of them out of view: they load as the reader scrolls to them.
    assert.equal(html.match(/<img [^>]*loading="lazy">/g)?.length, 3);
  });

  it('skips unusable and repeated records as the carousel does, and renders nothing for none', () => {
    const html = renderVideoListSeo([{id: 'bad'}, records[0], records[0], records[1]]);
    assert.equal(html.match(/<li>/g)?.length, 2);
    assert.equal(renderVideoListSeo([{id: 'bad'}]), '');
    assert.equal(renderVideoListSeo([]), '');
  });

  it('takes 12 records by default, as the carousel', () => {
    const many = Array.from({length: 20}, (_, i) => ({...record, id: i + 1}));
    assert.equal(renderVideoListSeo(many).match(/<li>/g)?.length, 12);
  });
});
