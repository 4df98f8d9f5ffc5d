// Fixture records of the stand-in Video Content Service. Every record has every field of the
// spec's Video shape; playback URLs point at the stand-in delivery host (demo/media/clips).

/**
 * @typedef {object} PlaybackDetails
 * @property {string} streamUrl absolute URL of the HLS master playlist (.m3u8)
 * @property {string} mp4Url absolute URL ending in /medium.mp4
 * @property {string} thumbnailUrl absolute URL ending in /thumbnail.jpg with a `time` query
 * @property {string} gifUrl absolute URL ending in /animated.gif
 * @property {number} duration seconds
 */

/**
 * @typedef {object} Video
 * @property {number} id
 * @property {string} title
 * @property {string} originalDate e.g. 2023-01-09T00:00:00.000+00:00
 * @property {string} finasset
 * @property {boolean} community
 * @property {number} difficulty
 * @property {number} timeSensitivity
 * @property {string} sector
 * @property {string[]} tags
 * @property {PlaybackDetails} playbackDetails
 * @property {{ items: { categoryName: string }[] }} categories
 */

/**
 * The demo's explainers in demo/media/clips, one per topic; each speaks about every record that
 * plays it. Durations (seconds) measured with ffprobe on medium.mp4 (demo/media/clips.json,
 * written by demo/media/make-explainers.js, holds the same numbers). Every one has captions.
 */
export const clips = Object.freeze({
  'stocks-explained': {duration: 35.751, subtitles: true},
  'funds-and-compounding': {duration: 38.167, subtitles: true},
  'bonds-and-rates': {duration: 34.0, subtitles: true},
  'retirement-number': {duration: 36.334, subtitles: true},
  'crypto-explained': {duration: 44.418, subtitles: true},
  'sectors-and-cycles': {duration: 34.0, subtitles: true},
  'options-explained': {duration: 39.5, subtitles: true},
  'money-habits': {duration: 35.918, subtitles: true},
  'boerse-auf-deutsch': {duration: 35.168, subtitles: true},
});

/**
 * The short synthetic clips beside them (demo/media/make-test-clips.sh, test-clips.json) that
 * browser tests play by name; no record points at them.
 */
export const testClips = Object.freeze({
  'market-basics': {duration: 6.001, subtitles: true},
  'compound-growth': {duration: 6.001, subtitles: false},
  'sector-rotation': {duration: 5.0, subtitles: false},
  'crypto-cycles': {duration: 6.001, subtitles: false},
  'retirement-runway': {duration: 7.0, subtitles: false},
  'options-greeks': {duration: 6.001, subtitles: false},
});

/** The test clip that has a WebVTT subtitles rendition in its master playlist. */
export const subtitledTestClip = 'market-basics';

const IB = 'Investing Basics';
const RP = 'Retirement Planning';
const CE = 'Crypto Explained';
const MA = 'Market Analysis';
const PF = 'Personal Finance';
const OT = 'Options Trading';
const TA = 'Taxes & Accounts';
const DE = 'Märkte auf Deutsch';

/** Every category name used by the fixtures, in first-use order. */
export const categoryNames = Object.freeze([IB, RP, CE, MA, PF, OT, TA, DE]);

/**
 * @typedef {object} Fixture
 * @property {number} id
 * @property {string} title
 * @property {string} date YYYY-MM-DD
 * @property {string} offset +hh:mm or -hh:mm
 * @property {string} finasset
 * @property {boolean} community
 * @property {number} difficulty
 * @property {number} timeSensitivity
 * @property {string} sector
 * @property {string[]} tags
 * @property {keyof typeof clips} clip
 * @property {number} thumbTime value of the thumbnail's `time` query parameter
 * @property {string[]} categories
 */

/** @type {readonly Fixture[]} */
const fixtures = [
  {
    id: 1001,
    title: 'What Is a Stock? Owning a Slice of a Company',
    date: '2023-01-09',
    offset: '+00:00',
    finasset: 'AAPL',
    community: false,
    difficulty: 1,
    timeSensitivity: 1,
    sector: 'Technology',
    tags: ['stocks', 'beginner', 'equity'],
    clip: 'stocks-explained',
    thumbTime: 2,
    categories: [IB],
  },
  {
    id: 1002,
    title: "Index Funds vs. ETFs: What's the Difference?",
    date: '2023-02-14',
    offset: '-05:00',
    finasset: 'VTI',
    community: false,
    difficulty: 1,
    timeSensitivity: 1,
    sector: 'Financials',
    tags: ['etf', 'index-funds', 'diversification'],
    clip: 'funds-and-compounding',
    thumbTime: 2,
    categories: [IB, RP],
  },
  {
    id: 1003,
    title: 'The Power of Compound Interest',
    date: '2022-11-30',
    offset: '+01:00',
    finasset: 'SPY',
    community: false,
    difficulty: 1,
    timeSensitivity: 0,
    sector: 'Financials',
    tags: ['compounding', 'long-term'],
    clip: 'funds-and-compounding',
    thumbTime: 3,
    categories: [IB, PF, RP],
  },
  {
    id: 1004,
    title: 'Reading a Balance Sheet in 10 Minutes',
    date: '2023-03-21',
    offset: '+05:30',
    finasset: 'MSFT',
    community: false,
    difficulty: 2,
    timeSensitivity: 1,
    sector: 'Technology',
    tags: ['fundamentals', 'accounting'],
    clip: 'stocks-explained',
    thumbTime: 4,
    categories: [IB, MA],
  },
  {
    id: 1005,
    title: 'Dollar-Cost Averaging Explained',
    date: '2023-04-03',
    offset: '+00:00',
    finasset: 'VTI',
    community: true,
    difficulty: 1,
    timeSensitivity: 0,
    sector: 'Financials',
    tags: [],
    clip: 'funds-and-compounding',
    thumbTime: 2,
    categories: [IB, PF],
  },
  {
    id: 1006,
    title: 'Bonds 101: Yields, Prices and Duration',
    date: '2023-05-18',
    offset: '-05:00',
    finasset: 'TLT',
    community: false,
    difficulty: 2,
    timeSensitivity: 2,
    sector: 'Financials',
    tags: ['bonds', 'interest-rates', 'fixed-income'],
    clip: 'bonds-and-rates',
    thumbTime: 1,
    categories: [IB],
  },
  {
    id: 1007,
    title: 'How Much Do You Need to Retire? Building Your Number',
    date: '2022-09-12',
    offset: '-08:00',
    finasset: 'VTI',
    community: false,
    difficulty: 2,
    timeSensitivity: 1,
    sector: 'Financials',
    tags: ['retirement', 'planning', 'fire'],
    clip: 'retirement-number',
    thumbTime: 3,
    categories: [RP],
  },
  {
    id: 1008,
    title: '401(k) vs. IRA: Choosing the Right Account',
    date: '2023-01-25',
    offset: '-05:00',
    finasset: 'SPY',
    community: false,
    difficulty: 2,
    timeSensitivity: 2,
    sector: 'Financials',
    tags: ['401k', 'ira', 'tax-advantaged'],
    clip: 'retirement-number',
    thumbTime: 5,
    categories: [RP, TA],
  },
  {
    id: 1009,
    title: 'Roth Conversions: When They Make Sense',
    date: '2023-06-07',
    offset: '-05:00',
    finasset: 'VTI',
    community: false,
    difficulty: 3,
    timeSensitivity: 3,
    sector: 'Financials',
    tags: ['roth', 'ira', 'tax-planning'],
    clip: 'retirement-number',
    thumbTime: 2,
    categories: [RP, TA],
  },
  {
    id: 1010,
    title: 'Sequence-of-Returns Risk in Early Retirement',
    date: '2023-08-29',
    offset: '+00:00',
    finasset: 'TLT',
    community: false,
    difficulty: 4,
    timeSensitivity: 2,
    sector: 'Financials',
    tags: ['retirement', 'withdrawals', 'risk'],
    clip: 'retirement-number',
    thumbTime: 3,
    categories: [RP],
  },
  {
    id: 1011,
    title: 'Bitcoin in Five Minutes: Blocks, Miners and Keys',
    date: '2022-12-05',
    offset: '+00:00',
    finasset: 'BTC-USD',
    community: true,
    difficulty: 1,
    timeSensitivity: 2,
    sector: 'Technology',
    tags: ['bitcoin', 'crypto', 'blockchain'],
    clip: 'crypto-explained',
    thumbTime: 2,
    categories: [CE],
  },
  {
    id: 1012,
    title: 'Stablecoins and What Backs Them',
    date: '2023-03-13',
    offset: '+08:00',
    finasset: 'USDC-USD',
    community: false,
    difficulty: 2,
    timeSensitivity: 3,
    sector: 'Financials',
    tags: ['stablecoins', 'crypto', 'reserves'],
    clip: 'crypto-explained',
    thumbTime: 1,
    categories: [CE],
  },
  {
    id: 1013,
    title: 'Ethereum Gas Fees, Demystified',
    date: '2023-07-19',
    offset: '+02:00',
    finasset: 'ETH-USD',
    community: true,
    difficulty: 3,
    timeSensitivity: 2,
    sector: 'Technology',
    tags: ['ethereum', 'gas', 'smart-contracts'],
    clip: 'crypto-explained',
    thumbTime: 4,
    categories: [CE],
  },
  {
    id: 1014,
    title: 'Crypto Taxes: Reporting Gains and Losses',
    date: '2024-02-20',
    offset: '-05:00',
    finasset: 'BTC-USD',
    community: false,
    difficulty: 3,
    timeSensitivity: 4,
    sector: 'Financials',
    tags: ['crypto', 'capital-gains', 'reporting'],
    clip: 'crypto-explained',
    thumbTime: 3,
    categories: [CE, TA],
  },
  {
    id: 1015,
    title: 'Earnings Season Preview: Big Tech',
    date: '2024-01-22',
    offset: '-05:00',
    finasset: 'NVDA',
    community: false,
    difficulty: 3,
    timeSensitivity: 5,
    sector: 'Technology',
    tags: ['earnings', 'big-tech', 'semiconductors'],
    clip: 'stocks-explained',
    thumbTime: 1,
    categories: [MA],
  },
  {
    id: 1016,
    title: 'Sector Rotation: Reading the Business Cycle',
    date: '2023-10-02',
    offset: '+00:00',
    finasset: 'XLE',
    community: false,
    difficulty: 3,
    timeSensitivity: 3,
    sector: 'Energy',
    tags: ['sector-rotation', 'business-cycle', 'macro'],
    clip: 'sectors-and-cycles',
    thumbTime: 2,
    categories: [MA, IB],
  },
  {
    id: 1017,
    title: 'Oil Prices and Energy Stocks After OPEC+ Cuts',
    date: '2023-04-04',
    offset: '+03:00',
    finasset: 'XOM',
    community: false,
    difficulty: 3,
    timeSensitivity: 5,
    sector: 'Energy',
    tags: ['oil', 'opec', 'commodities'],
    clip: 'sectors-and-cycles',
    thumbTime: 4,
    categories: [MA],
  },
  {
    id: 1018,
    title: 'Bank Stocks and the Yield Curve',
    date: '2023-03-16',
    offset: '-05:00',
    finasset: 'JPM',
    community: false,
    difficulty: 4,
    timeSensitivity: 4,
    sector: 'Financials',
    tags: ['banks', 'yield-curve', 'interest-rates'],
    clip: 'bonds-and-rates',
    thumbTime: 2,
    categories: [MA],
  },
  {
    id: 1019,
    title: 'Gold as a Hedge: What the Data Says',
    date: '2023-11-08',
    offset: '+01:00',
    finasset: 'GLD',
    community: true,
    difficulty: 2,
    timeSensitivity: 2,
    sector: 'Materials',
    tags: ['gold', 'hedging', 'inflation'],
    clip: 'sectors-and-cycles',
    thumbTime: 6,
    categories: [MA, PF],
  },
  {
    id: 1020,
    title: 'Building an Emergency Fund That Works',
    date: '2022-08-01',
    offset: '+10:00',
    finasset: 'SHV',
    community: false,
    difficulty: 1,
    timeSensitivity: 0,
    sector: 'Financials',
    tags: ['budgeting', 'savings', 'emergency-fund'],
    clip: 'money-habits',
    thumbTime: 1,
    categories: [PF],
  },
  {
    id: 1021,
    title: 'Paying Down Debt: Avalanche vs. Snowball',
    date: '2023-02-27',
    offset: '-06:00',
    finasset: 'AXP',
    community: true,
    difficulty: 1,
    timeSensitivity: 1,
    sector: 'Financials',
    tags: ['debt', 'budgeting'],
    clip: 'money-habits',
    thumbTime: 5,
    categories: [PF],
  },
  {
    id: 1022,
    title: 'Health Care Stocks and an Aging Population',
    date: '2023-09-14',
    offset: '+00:00',
    finasset: 'UNH',
    community: false,
    difficulty: 3,
    timeSensitivity: 2,
    sector: 'Health Care',
    tags: ['healthcare', 'demographics', 'dividends'],
    clip: 'sectors-and-cycles',
    thumbTime: 4,
    categories: [MA, RP],
  },
  {
    id: 1023,
    title: 'Options 101: Calls, Puts and the Right to Choose',
    date: '2023-05-02',
    offset: '-05:00',
    finasset: 'SPY',
    community: false,
    difficulty: 2,
    timeSensitivity: 1,
    sector: 'Financials',
    tags: ['options', 'calls', 'puts', 'derivatives'],
    clip: 'options-explained',
    thumbTime: 2,
    categories: [OT],
  },
  {
    id: 1024,
    title: 'Covered Calls on Tesla: Income With a Catch',
    date: '2023-07-10',
    offset: '-05:00',
    finasset: 'TSLA',
    community: true,
    difficulty: 4,
    timeSensitivity: 3,
    sector: 'Consumer Discretionary',
    tags: ['options', 'covered-calls', 'income'],
    clip: 'options-explained',
    thumbTime: 3,
    categories: [OT],
  },
  {
    id: 1025,
    title: 'The Greeks: Delta, Gamma, Theta and Vega',
    date: '2023-12-04',
    offset: '+00:00',
    finasset: 'QQQ',
    community: false,
    difficulty: 5,
    timeSensitivity: 1,
    sector: 'Technology',
    tags: ['options', 'greeks', 'volatility', 'risk-management', 'delta', 'gamma', 'theta', 'vega'],
    clip: 'options-explained',
    thumbTime: 1,
    categories: [OT],
  },
  {
    id: 1026,
    title:
      'Cash-Secured Puts: Getting Paid to Wait for a Better Price on the Stocks You Already Want to Own',
    date: '2024-03-05',
    offset: '+05:00',
    finasset: 'AMZN',
    community: false,
    difficulty: 4,
    timeSensitivity: 2,
    sector: 'Consumer Discretionary',
    tags: ['options', 'puts', 'income'],
    clip: 'options-explained',
    thumbTime: 4,
    categories: [OT, PF],
  },
  {
    id: 1027,
    title: 'Tax-Loss Harvesting Before Year-End',
    date: '2023-12-11',
    offset: '-05:00',
    finasset: 'VTI',
    community: false,
    difficulty: 3,
    timeSensitivity: 5,
    sector: 'Financials',
    tags: ['tax-loss-harvesting', 'capital-gains'],
    clip: 'money-habits',
    thumbTime: 2,
    categories: [TA, PF],
  },
  {
    id: 1028,
    title: 'Aktien für Einsteiger: Was ist eine Dividende?',
    date: '2023-06-20',
    offset: '+02:00',
    finasset: 'SAP',
    community: false,
    difficulty: 1,
    timeSensitivity: 1,
    sector: 'Technology',
    tags: ['aktien', 'dividende', 'einsteiger'],
    clip: 'boerse-auf-deutsch',
    thumbTime: 3,
    categories: [DE, IB],
  },
  {
    id: 1029,
    title: 'DAX-Rückblick: Versorger unter Druck',
    date: '2023-10-16',
    offset: '+02:00',
    finasset: 'RWE.DE',
    community: true,
    difficulty: 3,
    timeSensitivity: 4,
    sector: 'Utilities',
    tags: ['dax', 'versorger', 'marktbericht'],
    clip: 'boerse-auf-deutsch',
    thumbTime: 2,
    categories: [DE, MA],
  },
  {
    id: 1030,
    title: 'ETF-Sparplan: Schritt für Schritt',
    date: '2024-01-08',
    offset: '+01:00',
    finasset: 'EUNL.DE',
    community: false,
    difficulty: 1,
    timeSensitivity: 0,
    sector: 'Financials',
    tags: ['etf', 'sparplan'],
    clip: 'boerse-auf-deutsch',
    thumbTime: 2,
    categories: [DE, PF],
  },
];

/**
 * Builds the Video records, in fixture order, with playback URLs on `mediaBase`.
 * Each call returns new objects, so callers may mutate them freely.
 * @param {string} mediaBase origin (optionally with a path) of the delivery host,
 *   e.g. `http://127.0.0.1:8002`
 * @returns {Video[]}
 */
export function createVideos(mediaBase) {
  const base = String(mediaBase).replace(/\/+$/, '');
  return fixtures.map((f) => {
    const clipBase = `${base}/videos/${f.clip}`;
    return {
      id: f.id,
      title: f.title,
      originalDate: `${f.date}T00:00:00.000${f.offset}`,
      finasset: f.finasset,
      community: f.community,
      difficulty: f.difficulty,
      timeSensitivity: f.timeSensitivity,
      sector: f.sector,
      tags: [...f.tags],
      playbackDetails: {
        streamUrl: `${clipBase}/master.m3u8`,
        mp4Url: `${clipBase}/medium.mp4`,
        thumbnailUrl: `${clipBase}/thumbnail.jpg?time=${f.thumbTime}`,
        gifUrl: `${clipBase}/animated.gif`,
        duration: clips[f.clip].duration,
      },
      categories: {items: f.categories.map((categoryName) => ({categoryName}))},
    };
  });
}

/**
 * The clip slug a fixture video uses (for tests that need to know what will be fetched).
 * @param {number} id
 * @returns {string | undefined}
 */
export function clipOf(id) {
  return fixtures.find((f) => f.id === id)?.clip;
}
