// What the demo explainers show and say. make-explainers.js speaks every sentence with
// espeak-ng, times the slides and captions from the speech, draws the slides (slides.html) and
// encodes them. Each clip covers the topics of every stand-in record that plays it
// (demo/stand-in/videos.js), so a record's title and tags describe what its video says.
//
// A slide: `heading`, `chart` (bars | line | pie, drawn growing in as the slide opens) and
// `lines`, spoken in order; a line's `point` is written on the slide when it starts.

/**
 * @typedef {{label: string, value: number}} Datum
 * @typedef {{type: 'bars', unit?: string, data: Datum[]}
 *   | {type: 'line', unit?: string, series: {name: string, values: number[]}[], labels: string[]}
 *   | {type: 'pie', data: Datum[]}} Chart
 * @typedef {{say: string, point?: string}} Line
 * @typedef {{heading: string, chart?: Chart, lines: Line[]}} Slide
 * @typedef {{slug: string, title: string, kicker: string, lang: 'en' | 'de', slides: Slide[]}} Explainer
 */

/** @type {Explainer[]} */
export const explainers = [
  {
    slug: 'stocks-explained',
    title: 'Stocks, Balance Sheets and Earnings',
    kicker: 'Investing Basics',
    lang: 'en',
    slides: [
      {
        heading: 'A share is a slice of a company',
        chart: {
          type: 'pie',
          data: [
            {label: 'Founders', value: 30},
            {label: 'Funds', value: 45},
            {label: 'You and others', value: 25},
          ],
        },
        lines: [
          {say: 'A stock is a small slice of ownership in a company.', point: 'Own a slice'},
          {
            say: 'If the company grows and earns more, your slice is worth more.',
            point: 'Share in growth',
          },
        ],
      },
      {
        heading: 'The balance sheet',
        chart: {
          type: 'bars',
          unit: '$bn',
          data: [
            {label: 'Assets', value: 410},
            {label: 'Liabilities', value: 210},
            {label: 'Equity', value: 200},
          ],
        },
        lines: [
          {
            say: 'A balance sheet lists what a company owns and what it owes.',
            point: 'Owns vs. owes',
          },
          {
            say: 'Assets minus liabilities leaves equity, the part that belongs to shareholders.',
            point: 'Equity = assets − debts',
          },
        ],
      },
      {
        heading: 'Earnings season',
        chart: {
          type: 'bars',
          unit: '$bn',
          data: [
            {label: 'Q1', value: 18},
            {label: 'Q2', value: 22},
            {label: 'Q3', value: 27},
            {label: 'Q4', value: 32},
          ],
        },
        lines: [
          {say: 'Four times a year, companies report their earnings.', point: 'Quarterly reports'},
          {
            say: 'For big tech and chip makers, the guidance for next quarter often moves the price more than the results.',
            point: 'Guidance moves prices',
          },
        ],
      },
    ],
  },
  {
    slug: 'funds-and-compounding',
    title: 'Funds, Compounding and Steady Investing',
    kicker: 'Investing Basics',
    lang: 'en',
    slides: [
      {
        heading: 'Index funds and ETFs',
        chart: {
          type: 'pie',
          data: [
            {label: 'Technology', value: 30},
            {label: 'Health', value: 13},
            {label: 'Financials', value: 13},
            {label: 'Other', value: 44},
          ],
        },
        lines: [
          {
            say: 'An index fund buys every stock in an index, so one purchase spreads your money widely.',
            point: 'One fund, many stocks',
          },
          {
            say: 'An exchange traded fund does the same, but trades all day like a stock.',
            point: 'ETFs trade like stocks',
          },
        ],
      },
      {
        heading: 'The power of compound interest',
        chart: {
          type: 'line',
          unit: '$k',
          labels: ['0', '10', '20', '30 years'],
          series: [
            {name: '7% a year', values: [10, 19.7, 38.7, 76.1]},
            {name: 'Saved only', values: [10, 10, 10, 10]},
          ],
        },
        lines: [
          {
            say: 'Growth earns growth of its own, and over decades that snowballs.',
            point: 'Growth on growth',
          },
          {
            say: 'Ten thousand dollars at seven percent a year becomes about seventy six thousand in thirty years.',
            point: '$10k → $76k',
          },
        ],
      },
      {
        heading: 'Dollar-cost averaging',
        chart: {
          type: 'bars',
          unit: 'shares',
          data: [
            {label: 'Jan', value: 10},
            {label: 'Feb', value: 12},
            {label: 'Mar', value: 8},
            {label: 'Apr', value: 11},
          ],
        },
        lines: [
          {
            say: 'Investing the same amount every month buys more shares when prices are low.',
            point: 'Same amount, every month',
          },
          {say: 'It takes the guessing out of timing the market.', point: 'No market timing'},
        ],
      },
    ],
  },
  {
    slug: 'bonds-and-rates',
    title: 'Bonds, Yields and the Yield Curve',
    kicker: 'Market Analysis',
    lang: 'en',
    slides: [
      {
        heading: 'Bond prices and yields move apart',
        chart: {
          type: 'line',
          unit: '%',
          labels: ['2020', '2021', '2022', '2023'],
          series: [
            {name: 'Yield', values: [1.5, 1.9, 3.9, 4.6]},
            {name: 'Price index', values: [4.6, 4.3, 3.2, 3.0]},
          ],
        },
        lines: [
          {say: 'A bond is a loan that pays you interest.', point: 'A loan that pays'},
          {
            say: 'When rates rise, older bonds with lower coupons fall in price, and long duration bonds fall the most.',
            point: 'Rates up, prices down',
          },
          {
            say: 'Duration measures how far a bond price moves when rates change by one percent.',
            point: 'Duration = rate risk',
          },
        ],
      },
      {
        heading: 'The yield curve and banks',
        chart: {
          type: 'line',
          unit: '%',
          labels: ['3 mo', '2 yr', '10 yr', '30 yr'],
          series: [
            {name: 'Normal', values: [2.0, 2.8, 3.6, 4.0]},
            {name: 'Inverted', values: [5.3, 4.9, 4.1, 4.2]},
          ],
        },
        lines: [
          {
            say: 'Banks borrow short and lend long, so they earn the gap between short and long rates.',
            point: 'Borrow short, lend long',
          },
          {
            say: 'When the curve inverts, that gap shrinks, and bank stocks often feel it first.',
            point: 'Inversion squeezes banks',
          },
        ],
      },
    ],
  },
  {
    slug: 'retirement-number',
    title: 'Your Retirement Number and Accounts',
    kicker: 'Retirement Planning',
    lang: 'en',
    slides: [
      {
        heading: 'How much do you need?',
        chart: {
          type: 'bars',
          unit: '$k',
          data: [
            {label: 'Spend/yr', value: 40},
            {label: 'Need ×25', value: 1000},
          ],
        },
        lines: [
          {
            say: 'A common rule of thumb is twenty five times what you spend in a year.',
            point: '25 × yearly spending',
          },
          {say: 'That is the idea behind a four percent withdrawal rate.', point: '4% withdrawals'},
        ],
      },
      {
        heading: '401(k), IRA and Roth',
        chart: {
          type: 'bars',
          unit: '$k',
          data: [
            {label: '401(k)', value: 23},
            {label: 'IRA', value: 7},
          ],
        },
        lines: [
          {
            say: 'A four oh one k through work has higher limits and often an employer match.',
            point: '401(k): match + limits',
          },
          {
            say: 'An IRA is yours alone, and a Roth conversion pays tax now so growth is tax free later.',
            point: 'Roth: tax now, not later',
          },
        ],
      },
      {
        heading: 'Sequence-of-returns risk',
        chart: {
          type: 'line',
          unit: '$k',
          labels: ['65', '70', '75', '80'],
          series: [
            {name: 'Good years first', values: [1000, 1080, 1050, 990]},
            {name: 'Bad years first', values: [1000, 760, 640, 520]},
          ],
        },
        lines: [
          {
            say: 'Losses early in retirement hurt more, because you sell while prices are down.',
            point: 'Early losses hurt most',
          },
          {
            say: 'A cash buffer lets you wait out a bad market instead of selling.',
            point: 'Keep a cash buffer',
          },
        ],
      },
    ],
  },
  {
    slug: 'crypto-explained',
    title: 'Crypto: Bitcoin, Stablecoins, Gas and Taxes',
    kicker: 'Crypto Explained',
    lang: 'en',
    slides: [
      {
        heading: 'Blocks, miners and keys',
        chart: {
          type: 'bars',
          unit: 'blocks/hr',
          data: [
            {label: 'Target', value: 6},
            {label: 'Mon', value: 6.2},
            {label: 'Tue', value: 5.8},
          ],
        },
        lines: [
          {
            say: 'Bitcoin records payments in blocks, and miners compete to add the next one about every ten minutes.',
            point: 'A block every ~10 min',
          },
          {
            say: 'Your private key proves the coins are yours, so whoever holds the key holds the coins.',
            point: 'Keys = ownership',
          },
        ],
      },
      {
        heading: 'Stablecoins and their reserves',
        chart: {
          type: 'pie',
          data: [
            {label: 'Treasury bills', value: 80},
            {label: 'Cash', value: 15},
            {label: 'Other', value: 5},
          ],
        },
        lines: [
          {say: 'A stablecoin aims to stay worth one dollar.', point: 'Pegged to $1'},
          {
            say: 'What backs it matters: cash and short term treasury bills are safer than loans or other coins.',
            point: 'Check the reserves',
          },
        ],
      },
      {
        heading: 'Gas fees and taxes',
        chart: {
          type: 'bars',
          unit: 'gwei',
          data: [
            {label: 'Night', value: 12},
            {label: 'Morning', value: 25},
            {label: 'Peak', value: 60},
          ],
        },
        lines: [
          {
            say: 'On Ethereum, every smart contract step costs gas, and fees rise when the network is busy.',
            point: 'Busy network, higher gas',
          },
          {
            say: 'Selling or swapping coins is a taxable event, so keep a record of each gain and loss.',
            point: 'Report gains and losses',
          },
        ],
      },
    ],
  },
  {
    slug: 'sectors-and-cycles',
    title: 'Sectors Through the Business Cycle',
    kicker: 'Market Analysis',
    lang: 'en',
    slides: [
      {
        heading: 'Sector rotation',
        chart: {
          type: 'line',
          labels: ['Early', 'Mid', 'Late', 'Recession'],
          series: [{name: 'Economy', values: [2, 4, 3, 0.5]}],
        },
        lines: [
          {
            say: 'As the economy moves from recovery to slowdown, different sectors tend to lead.',
            point: 'Leaders change',
          },
          {
            say: 'Energy and materials often do well late in the cycle, health care and utilities in a slowdown.',
            point: 'Late: energy · Slowdown: health',
          },
        ],
      },
      {
        heading: 'Oil, gold and defensive stocks',
        chart: {
          type: 'bars',
          unit: '% change',
          data: [
            {label: 'Oil', value: 18},
            {label: 'Energy stocks', value: 12},
            {label: 'Gold', value: 8},
            {label: 'Health care', value: 4},
          ],
        },
        lines: [
          {
            say: 'When OPEC cuts supply, oil prices jump and energy producers usually follow.',
            point: 'Supply cuts lift oil',
          },
          {
            say: 'Gold is often held as an inflation hedge, though the data shows long stretches where it lags.',
            point: 'Gold: a mixed hedge',
          },
          {
            say: 'An aging population keeps demand for health care steady.',
            point: 'Aging lifts health care',
          },
        ],
      },
    ],
  },
  {
    slug: 'options-explained',
    title: 'Options: Calls, Puts and the Greeks',
    kicker: 'Options Trading',
    lang: 'en',
    slides: [
      {
        heading: 'Calls and puts',
        chart: {
          type: 'line',
          unit: '$',
          labels: ['80', '90', '100', '110', '120'],
          series: [
            {name: 'Call profit', values: [-5, -5, -5, 5, 15]},
            {name: 'Put profit', values: [15, 5, -5, -5, -5]},
          ],
        },
        lines: [
          {
            say: 'A call gives you the right to buy a stock at a set price, and a put the right to sell.',
            point: 'Right, not obligation',
          },
          {
            say: 'You pay a premium for that right, and it is the most you can lose.',
            point: 'Premium = max loss',
          },
        ],
      },
      {
        heading: 'Getting paid: covered calls and puts',
        chart: {
          type: 'bars',
          unit: '$',
          data: [
            {label: 'Premium', value: 250},
            {label: 'Capped gain', value: 500},
          ],
        },
        lines: [
          {
            say: 'Selling a covered call earns a premium, but caps your gain if the stock soars.',
            point: 'Covered call: income, capped',
          },
          {
            say: 'A cash secured put pays you to wait for a lower price on a stock you want to own.',
            point: 'Cash-secured put: paid to wait',
          },
        ],
      },
      {
        heading: 'The Greeks',
        chart: {
          type: 'bars',
          data: [
            {label: 'Delta', value: 0.55},
            {label: 'Gamma', value: 0.04},
            {label: 'Theta', value: 0.08},
            {label: 'Vega', value: 0.12},
          ],
        },
        lines: [
          {
            say: 'Delta tells you how much the option moves with the stock, and gamma how fast delta changes.',
            point: 'Delta · Gamma',
          },
          {
            say: 'Theta is the value lost each day, and vega the sensitivity to volatility.',
            point: 'Theta · Vega',
          },
        ],
      },
    ],
  },
  {
    slug: 'money-habits',
    title: 'Emergency Funds, Debt and Tax-Loss Harvesting',
    kicker: 'Personal Finance',
    lang: 'en',
    slides: [
      {
        heading: 'An emergency fund',
        chart: {
          type: 'bars',
          unit: 'months',
          data: [
            {label: 'Minimum', value: 3},
            {label: 'Comfortable', value: 6},
          ],
        },
        lines: [
          {
            say: 'Keep three to six months of expenses in savings you can reach quickly.',
            point: '3–6 months of costs',
          },
          {
            say: 'It keeps a surprise bill from turning into debt.',
            point: 'Surprises without debt',
          },
        ],
      },
      {
        heading: 'Avalanche or snowball',
        chart: {
          type: 'bars',
          unit: '% APR',
          data: [
            {label: 'Card', value: 24},
            {label: 'Car', value: 7},
            {label: 'Student', value: 5},
          ],
        },
        lines: [
          {
            say: 'The avalanche pays the highest interest rate first and costs the least.',
            point: 'Avalanche: highest rate',
          },
          {
            say: 'The snowball clears the smallest balance first, and the quick wins keep you going.',
            point: 'Snowball: smallest balance',
          },
        ],
      },
      {
        heading: 'Tax-loss harvesting',
        chart: {
          type: 'bars',
          unit: '$',
          data: [
            {label: 'Gains', value: 3000},
            {label: 'Losses sold', value: -2000},
            {label: 'Taxed', value: 1000},
          ],
        },
        lines: [
          {
            say: 'Before the year ends, selling investments at a loss can offset capital gains.',
            point: 'Losses offset gains',
          },
          {say: 'Wait thirty days before buying the same fund back.', point: 'Mind the 30 days'},
        ],
      },
    ],
  },
  {
    slug: 'boerse-auf-deutsch',
    title: 'Dividenden, Versorger und ETF-Sparpläne',
    kicker: 'Märkte auf Deutsch',
    lang: 'de',
    slides: [
      {
        heading: 'Was ist eine Dividende?',
        chart: {
          type: 'bars',
          unit: '€',
          data: [
            {label: '2021', value: 1.85},
            {label: '2022', value: 2.05},
            {label: '2023', value: 2.2},
          ],
        },
        lines: [
          {
            say: 'Eine Dividende ist der Teil des Gewinns, den ein Unternehmen an seine Aktionäre auszahlt.',
            point: 'Gewinn für Aktionäre',
          },
          {
            say: 'Viele deutsche Firmen zahlen sie einmal im Jahr nach der Hauptversammlung.',
            point: 'Einmal im Jahr',
          },
        ],
      },
      {
        heading: 'Versorger unter Druck',
        chart: {
          type: 'line',
          unit: 'Punkte',
          labels: ['Jan', 'Apr', 'Jul', 'Okt'],
          series: [
            {name: 'Versorger', values: [100, 96, 91, 84]},
            {name: 'DAX', values: [100, 104, 106, 101]},
          ],
        },
        lines: [
          {
            say: 'Steigende Zinsen machen Anleihen attraktiver, und Versorger mit hohen Schulden verlieren an Wert.',
            point: 'Zinsen belasten Versorger',
          },
        ],
      },
      {
        heading: 'Der ETF-Sparplan',
        chart: {
          type: 'line',
          unit: 'Tsd. €',
          labels: ['0', '10', '20 Jahre'],
          series: [
            {name: 'Depot', values: [0, 17, 52]},
            {name: 'Eingezahlt', values: [0, 12, 24]},
          ],
        },
        lines: [
          {
            say: 'Mit einem Sparplan kaufen Sie jeden Monat automatisch Anteile eines breit gestreuten ETFs.',
            point: 'Jeden Monat automatisch',
          },
          {
            say: 'Schon hundert Euro im Monat können über zwanzig Jahre deutlich wachsen.',
            point: '100 € im Monat',
          },
        ],
      },
    ],
  },
];
