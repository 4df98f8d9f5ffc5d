import {expect} from '@open-wc/testing';
import {lineAt, splitMatches} from '../../src/video-transcript/transcript-lines.js';

const lines = [
  {start: 0.25, end: 2, text: 'Welcome.'},
  {start: 2, end: 4, text: 'Buyers and sellers.'},
  {start: 5, end: 6, text: 'After a gap.'},
];

describe('transcript lines', () => {
  it('finds the line spoken at a time, and none before, between or after them', () => {
    expect(lineAt(lines, 0)).to.equal(-1);
    expect(lineAt(lines, 0.25)).to.equal(0);
    expect(lineAt(lines, 1.99)).to.equal(0);
    expect(lineAt(lines, 2)).to.equal(1);
    expect(lineAt(lines, 4.5)).to.equal(-1);
    expect(lineAt(lines, 5.5)).to.equal(2);
    expect(lineAt(lines, 6)).to.equal(-1);
    expect(lineAt([], 1)).to.equal(-1);
  });

  it('cuts a text around every match, in any case, with the query taken literally', () => {
    expect(splitMatches('Buy low, buy high', 'BUY')).to.deep.equal([
      '',
      'Buy',
      ' low, ',
      'buy',
      ' high',
    ]);
    expect(splitMatches('1+1 (two)', '+1 (')).to.deep.equal(['1', '+1 (', 'two)']);
    expect(splitMatches('No match', 'zz')).to.deep.equal(['No match']);
    expect(splitMatches('Anything', '')).to.deep.equal(['Anything']);
  });
});
