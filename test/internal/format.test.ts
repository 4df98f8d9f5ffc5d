import {expect} from '@open-wc/testing';
import {
  calendarDate,
  clampText,
  describeDuration,
  formatDuration,
  looksEmpty,
  readableTitle,
} from '../../src/internal/format.js';
import {formatDate} from '../../src/internal/format-date.js';
import {formatPercent} from '../../src/internal/format-number.js';

/**
 * Runs `say` with `Intl.NumberFormat` counting what it makes: English is said without it, so that
 * an English player starts no ICU (about 190 ms of a phone's CPU) for its poster or volume.
 */
function madeFormats(say: () => void): number {
  const NumberFormat = Intl.NumberFormat;
  let made = 0;
  Intl.NumberFormat = function (...args: ConstructorParameters<typeof NumberFormat>) {
    made++;
    return new NumberFormat(...args);
  } as typeof NumberFormat;
  try {
    say();
  } finally {
    Intl.NumberFormat = NumberFormat;
  }
  return made;
}

/** English locales as pages write them, each new to the formatters made once per page. */
const ENGLISH = ['en-NZ', 'en-GB', 'EN-in', 'en-US-posix', 'en-001'];

describe('formatDuration', () => {
  for (const [seconds, expected] of [
    [0, '0:00'],
    [6.001, '0:06'],
    [59.5, '1:00'],
    [65, '1:05'],
    [600, '10:00'],
    [3600, '1:00:00'],
    [3725, '1:02:05'],
    [359_999, '99:59:59'],
  ] as const) {
    it(`shows ${seconds} s as ${expected}`, () => {
      expect(formatDuration(seconds)).to.equal(expected);
    });
  }

  for (const seconds of [360_000, 2.77e296, -1, Number.NaN, Number.POSITIVE_INFINITY]) {
    it(`shows nothing for the impossible ${seconds} s`, () => {
      expect(formatDuration(seconds)).to.equal(undefined);
    });
  }
});

describe('describeDuration', () => {
  for (const [seconds, expected] of [
    [0, '0 seconds'],
    [1, '1 second'],
    [65, '1 minute 5 seconds'],
    [3600, '1 hour'],
    [3725, '1 hour 2 minutes 5 seconds'],
  ] as const) {
    it(`says ${seconds} s as "${expected}" in English`, () => {
      expect(describeDuration(seconds, 'en')).to.equal(expected);
    });
  }

  it('speaks the reader language', () => {
    expect(describeDuration(65, 'de')).to.equal('1 Minute 5 Sekunden');
  });

  it('says nothing for an impossible length', () => {
    expect(describeDuration(2.77e296, 'en')).to.equal(undefined);
  });

  it('says an English length as Intl says it, without Intl', () => {
    // Every hour, minute and second a length can have.
    const lengths = Array.from({length: 100}, (_, n) => [n * 3600 + (n % 60) * 61, n % 60]).flat();
    for (const locale of ENGLISH) {
      const unit = (name: string) =>
        new Intl.NumberFormat(locale, {style: 'unit', unit: name, unitDisplay: 'long'});
      const [hour, minute, second] = ['hour', 'minute', 'second'].map(unit);
      const said: Array<string | undefined> = [];
      expect(
        madeFormats(() => lengths.forEach((s) => said.push(describeDuration(s, locale)))),
      ).to.equal(0);
      lengths.forEach((seconds, i) => {
        const [h, m, s] = [Math.floor(seconds / 3600), Math.floor(seconds / 60) % 60, seconds % 60];
        const parts = [
          ...(h ? [hour!.format(h)] : []),
          ...(m ? [minute!.format(m)] : []),
          ...(s || !seconds ? [second!.format(s)] : []),
        ];
        expect(said[i], `${seconds} s in ${locale}`).to.equal(parts.join(' '));
      });
    }
  });
});

describe('formatPercent', () => {
  it('writes an English percentage as Intl does, without Intl', () => {
    const shares = [0, 0.005, 0.05, 0.125, 0.285, 0.29, 0.333, 0.5, 0.995, 1, 1.5, 4, 9.99];
    for (const locale of ENGLISH) {
      const percent = new Intl.NumberFormat(locale, {style: 'percent'});
      const written: string[] = [];
      expect(
        madeFormats(() => shares.forEach((s) => written.push(formatPercent(s, locale)))),
      ).to.equal(0);
      expect(written, locale).to.deep.equal(shares.map((share) => percent.format(share)));
    }
  });

  it('writes another language’s with Intl: 0.75 is "75 %" in German', () => {
    expect(formatPercent(0.75, 'de')).to.equal('75\u00a0%');
  });
});

describe('formatDate', () => {
  it('shows the calendar date the timestamp names, whatever its offset', () => {
    expect(formatDate('2024-03-05T00:00:00.000+05:00', 'en-US')).to.equal('Mar 5, 2024');
    expect(formatDate('2024-03-05T00:00:00.000-11:00', 'en-US')).to.equal('Mar 5, 2024');
  });

  it('uses the reader language', () => {
    expect(formatDate('2024-03-05T00:00:00.000+00:00', 'de')).to.equal('05.03.2024');
    expect(formatDate('2024-03-05T00:00:00.000+00:00', 'en-GB')).to.equal('5 Mar 2024');
  });

  it('keeps years before 100 as they are instead of moving them to the 1900s', () => {
    expect(formatDate('0024-03-05T00:00:00.000+00:00', 'en-US')).to.equal('Mar 5, 24');
  });

  it('shows a real leap day', () => {
    expect(formatDate('2024-02-29T00:00:00.000+00:00', 'en-US')).to.equal('Feb 29, 2024');
  });

  for (const impossible of [
    '2024-13-45T00:00:00.000+00:00',
    '2023-02-29T00:00:00.000+00:00',
    '2024-04-31T00:00:00.000+00:00',
    '2024-00-10T00:00:00.000+00:00',
    '2024-03-05T24:00:00.000+00:00',
    '2024-03-05T00:60:00.000+00:00',
    '2024-03-05T00:00:00.000+19:00',
    '2024-03-05T00:00:00.000+05:60',
    '2024-03-05',
    'yesterday',
  ]) {
    it(`shows nothing for ${impossible}, never another date`, () => {
      expect(calendarDate(impossible)).to.equal(undefined);
      expect(formatDate(impossible, 'en-US')).to.equal(undefined);
    });
  }
});

describe('looksEmpty', () => {
  for (const value of [
    '',
    '   ',
    '\u200b\u200c\u200d',
    '\u2066\u202e\u2069',
    '\ufeff\u00a0',
    '\u0301',
  ]) {
    it(`finds ${JSON.stringify(value)} empty`, () => {
      expect(looksEmpty(value)).to.equal(true);
    });
  }

  for (const value of ['a', '\u200bETF', 'مرحبا', '📈']) {
    it(`finds ${JSON.stringify(value)} readable`, () => {
      expect(looksEmpty(value)).to.equal(false);
    });
  }
});

describe('clampText', () => {
  it('leaves text within the bound as it is', () => {
    expect(clampText('What is an ETF?', 15)).to.equal('What is an ETF?');
  });

  it('cuts longer text to the bound, ending in an ellipsis', () => {
    expect(clampText('abcdefghij', 5)).to.equal('abcd…');
  });

  it('never splits a surrogate pair', () => {
    expect(clampText('abc📈def', 5)).to.equal('abc…');
  });
});

describe('readableTitle', () => {
  const fallback = () => 'Video 7';

  it('keeps a readable title', () => {
    expect(readableTitle('What is an ETF?', 200, fallback)).to.equal('What is an ETF?');
  });

  it('cuts a long one to the bound', () => {
    expect(readableTitle('abcdefghij', 5, fallback)).to.equal('abcd…');
  });

  it('names an invisible title by the fallback, also when cut', () => {
    expect(readableTitle('\u200b\u200c', 200, fallback)).to.equal('Video 7');
    expect(readableTitle('\u200b'.repeat(50), 5, fallback)).to.equal('Video 7');
  });
});
