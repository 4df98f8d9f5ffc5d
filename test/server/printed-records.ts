/**
 * Records of the service, as the JSON text a server receives (so `42.0` and `\u2028` reach each
 * parser as sent), that every server printer must print alike: the Node renderer, the WordPress
 * plugin's PHP (render-player-php.test.ts) and the element itself (declarative-shadow-dom.test.ts).
 * Hostile ones among them: markup in the title and chips, quotes, an entity, right-to-left text.
 * `media` is the delivery host's base URL.
 */
export function printedRecords(media: string): Record<string, string> {
  const playbackDetails = {
    streamUrl: `${media}/master.m3u8`,
    mp4Url: `${media}/medium.mp4`,
    thumbnailUrl: `${media}/thumbnail.jpg?time=2`,
    duration: 3725.4,
  };
  const plain = {
    id: 1001,
    title: 'Market Basics',
    originalDate: '2024-03-05T00:00:00.000+05:00',
    community: true,
    difficulty: 2,
    sector: 'Markets',
    tags: ['stocks', 'index funds'],
    playbackDetails,
    categories: {items: [{categoryName: 'Investing Basics'}]},
  };
  const records: Record<string, object> = {
    plain,
    'markup in the title': {
      ...plain,
      title: '</template><script>window.hacked = 1</script> <!-- "q" & \'a\' -->',
    },
    'quotes and markup in the tags': {
      ...plain,
      tags: [
        '"quoted" \'tag\'',
        '</script><img src=x onerror="window.hacked = 1">',
        'a -- b... (c) 2x3',
      ],
    },
    '</template> in the sector': {...plain, sector: '</template></video-player><b>sector</b>'},
    'right-to-left text': {...plain, title: 'שלום עולם — مرحبا', tags: ['ملصق', '\u202eabc']},
    'an entity in the title': {
      ...plain,
      title: 'AT&amp;T &lt;b&gt; [video] [gallery ids="1"] :-) ;) 8)',
    },
    'no duration, no tags, no sector': {
      ...plain,
      sector: undefined,
      community: false,
      tags: [],
      playbackDetails: {...playbackDetails, duration: undefined},
    },
    'a zero length': {...plain, playbackDetails: {...playbackDetails, duration: 0}},
    'blanks to trim, a wrong date, fields of the wrong type': {
      ...plain,
      title: '\u00a0\ufeff Spaced \u3000',
      originalDate: '2023-02-29T00:00:00Z',
      difficulty: 2.5,
      tags: [' a ', '', 7, null, '\u2028'],
      categories: {items: [{categoryName: ' Retirement '}, 'x', {categoryName: 3}]},
    },
    'no poster': {...plain, playbackDetails: {mp4Url: `${media}/medium.mp4`, duration: 59.5}},
    'a long title': {...plain, title: `${'a'.repeat(999)}😀${'b'.repeat(20)}`},
  };
  const texts = Object.fromEntries(
    Object.entries(records).map(([name, record]) => [name, JSON.stringify(record)]),
  );
  // What only JSON text can say: a whole number written as a fraction, escaped line separators.
  texts['a fractional id, escaped separators'] = texts['plain']!.replace('1001', '1001.0').replace(
    'Market Basics',
    'Market\\u2028Basics\\u0001\\t',
  );
  return texts;
}
