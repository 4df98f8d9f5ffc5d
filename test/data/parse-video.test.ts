import {expect} from '@open-wc/testing';
import {parseEnvelope, parseVideo, VideoServiceError} from '../../src/data/index.js';
import {MAX_RECORDS} from '../../src/data/parse-video.js';
import {worded} from '../../src/data/video-service-error.js';

const valid = {
  id: 7,
  title: 'What is an ETF?',
  originalDate: '2024-03-05T00:00:00.000+05:00',
  finasset: 'SPY',
  community: false,
  difficulty: 2,
  timeSensitivity: 1,
  sector: 'Financials',
  tags: ['etf', 'index funds'],
  playbackDetails: {
    streamUrl: 'https://media.example/videos/a/master.m3u8',
    mp4Url: 'https://media.example/videos/a/medium.mp4',
    thumbnailUrl: 'https://media.example/videos/a/thumbnail.jpg?time=2',
    gifUrl: 'https://media.example/videos/a/animated.gif',
    duration: 6.04,
  },
  categories: {items: [{categoryName: 'Investing Basics'}]},
};

describe('parseVideo', () => {
  it('keeps a well-formed record as it is', () => {
    expect(parseVideo(valid)).to.deep.equal(valid);
  });

  it('is idempotent, so a parsed record can be handed on and parsed again', () => {
    expect(parseVideo(parseVideo(valid))).to.deep.equal(valid);
  });

  for (const [field, value] of [
    ['id', undefined],
    ['id', '7'],
    ['id', 7.5],
    ['title', ''],
    ['title', 42],
    ['playbackDetails', undefined],
    ['playbackDetails', {streamUrl: 'javascript:alert(1)', mp4Url: 'data:video/mp4,AAAA'}],
  ] as const) {
    it(`drops a record whose ${field} is ${JSON.stringify(value)}`, () => {
      expect(parseVideo({...valid, [field]: value})).to.equal(undefined);
    });
  }

  it('treats non-http(s) URLs as absent but keeps the record when one playable URL is left', () => {
    const video = parseVideo({
      ...valid,
      playbackDetails: {
        ...valid.playbackDetails,
        streamUrl: 'javascript:alert(1)',
        thumbnailUrl: 'data:image/png;base64,AAAA',
        gifUrl: '/relative.gif',
      },
    });
    expect(video?.playbackDetails).to.deep.equal({
      mp4Url: valid.playbackDetails.mp4Url,
      duration: valid.playbackDetails.duration,
    });
  });

  it('drops optional fields of the wrong type instead of coercing them', () => {
    const video = parseVideo({
      ...valid,
      originalDate: 'yesterday',
      difficulty: '3',
      community: 'yes',
      sector: {name: 'x'},
      tags: ['ok', 5, null, '  '],
      categories: {items: [{categoryName: 'A'}, {name: 'B'}, 'C']},
      playbackDetails: {...valid.playbackDetails, duration: 'long'},
    });
    expect(video).to.include({community: false});
    expect(video).not.to.have.any.keys('originalDate', 'difficulty', 'sector');
    expect(video?.tags).to.deep.equal(['ok']);
    expect(video?.categories.items).to.deep.equal([{categoryName: 'A'}]);
    expect(video?.playbackDetails).not.to.have.key('duration');
  });

  for (const originalDate of [
    '2024-13-45T00:00:00.000+00:00',
    '2023-02-29T00:00:00.000+00:00',
    '2024-03-05T24:00:00.000+00:00',
    '2024-03-05T00:00:00.000+25:00',
    '2024-03-05',
  ]) {
    it(`leaves out the impossible date ${originalDate} and keeps the record`, () => {
      const video = parseVideo({...valid, originalDate});
      expect(video?.id).to.equal(valid.id);
      expect(video).not.to.have.property('originalDate');
    });
  }

  it('keeps a real leap day', () => {
    const originalDate = '2024-02-29T00:00:00.000-03:00';
    expect(parseVideo({...valid, originalDate})?.originalDate).to.equal(originalDate);
  });

  for (const duration of [2.77e296, 360_000, -1, Number.NaN, Number.POSITIVE_INFINITY]) {
    it(`leaves out the impossible duration ${duration} and keeps the record`, () => {
      const video = parseVideo({...valid, playbackDetails: {...valid.playbackDetails, duration}});
      expect(video?.id).to.equal(valid.id);
      expect(video?.playbackDetails).not.to.have.property('duration');
    });
  }

  it('keeps script-like text as plain data for the template to escape', () => {
    const title = '<img src=x onerror="alert(1)">';
    expect(parseVideo({...valid, title})?.title).to.equal(title);
  });
});

describe('parseEnvelope', () => {
  it('counts the records it drops and keeps the rest in order', () => {
    const result = parseEnvelope({data: {items: [valid, {id: 'x'}, {...valid, id: 8}]}});
    expect(result?.videos.map((v) => v.id)).to.deep.equal([7, 8]);
    expect(result?.dropped).to.equal(1);
  });

  it('keeps the first of two records that share an id', () => {
    const result = parseEnvelope({data: {items: [valid, {...valid, title: 'Copy'}]}});
    expect(result?.videos.map((v) => v.title)).to.deep.equal([valid.title]);
  });

  it('reports an answer whose every record is unusable, instead of an empty list', async () => {
    let error: unknown;
    try {
      parseEnvelope({data: {items: [{id: 'x'}, {...valid, title: ''}, null]}});
    } catch (caught) {
      error = caught;
    }
    expect(error).to.be.instanceOf(VideoServiceError).and.include({kind: 'unusable-records'});
    // In words once the data layer hands it out (the client words what it rejects with).
    expect((await worded(error as Error)).message).to.contain('none can be shown');
  });

  it('reads an empty list as an empty list', () => {
    expect(parseEnvelope({data: {items: []}})).to.deep.equal({videos: [], dropped: 0});
  });

  it(`stops after ${MAX_RECORDS} usable records, however many the answer holds`, () => {
    const items = Array.from({length: 10_000}, (_, i) => ({...valid, id: i + 1}));
    const result = parseEnvelope({data: {items}});
    expect(result?.videos).to.have.length(MAX_RECORDS);
    expect(result?.videos.at(-1)?.id).to.equal(MAX_RECORDS);
    expect(result?.dropped).to.equal(0);
  });

  it('reads no record after the max usable ones (a service that ignores limit)', () => {
    let touched = 0;
    const untouchable = {
      get id() {
        touched++;
        return 1;
      },
    };
    const items = [
      {...valid, id: 1},
      {id: 'x'},
      {...valid, id: 2},
      {...valid, id: 3},
      ...Array.from({length: 500}, () => untouchable),
    ];
    const result = parseEnvelope({data: {items}}, 3);
    expect(result?.videos.map((video) => video.id)).to.deep.equal([1, 2, 3]);
    expect(result?.dropped).to.equal(1);
    expect(touched, 'records after the third usable one were read').to.equal(0);
  });

  it(`keeps at most ${MAX_RECORDS} records whatever max says`, () => {
    const items = Array.from({length: MAX_RECORDS + 5}, (_, i) => ({...valid, id: i + 1}));
    expect(parseEnvelope({data: {items}}, 5000)?.videos).to.have.length(MAX_RECORDS);
  });

  for (const body of [null, [], {items: []}, {data: []}, {data: {items: {}}}, 'text']) {
    it(`rejects ${JSON.stringify(body)} as not an envelope`, () => {
      expect(parseEnvelope(body)).to.equal(undefined);
    });
  }
});
