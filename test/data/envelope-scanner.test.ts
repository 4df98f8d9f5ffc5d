import {expect} from '@open-wc/testing';
import {EnvelopeScanner} from '../../src/data/envelope-scanner.js';
import {MAX_RECORD_CHARS, MAX_TITLE_CHARS} from '../../src/data/parse-video.js';

/** What the scanner makes of `body` fed in pieces of `piece` characters: records or an error. */
function scan(body: string, piece = body.length, stopAfter = Infinity): unknown[] | string {
  const records: unknown[] = [];
  const scanner = new EnvelopeScanner((json) => {
    records.push(json === undefined ? 'too long' : JSON.parse(json));
    return records.length < stopAfter;
  });
  try {
    for (let at = 0; at < body.length && !scanner.stopped; at += piece) {
      scanner.feed(body.slice(at, at + piece));
    }
    scanner.finish();
    return records;
  } catch (error) {
    return `${(error as Error).name}`;
  }
}

/** The same answer whether it comes whole, a character at a time or in pieces of 7. */
function scanEveryWay(body: string, stopAfter?: number): unknown[] | string {
  const whole = scan(body, body.length || 1, stopAfter);
  for (const piece of [1, 7]) expect(scan(body, piece, stopAfter)).to.deep.equal(whole);
  return whole;
}

describe('EnvelopeScanner', () => {
  it('hands over each record of data.items as its own JSON', () => {
    const body = '{"data":{"items":[1, {"a":"x,]}\\"["}, null , "s\\\\"]}}';
    expect(scanEveryWay(body)).to.deep.equal([1, {a: 'x,]}"['}, null, 's\\']);
  });

  it('reads an empty list', () => {
    expect(scanEveryWay(' {"data":{"items":[ ]}} ')).to.deep.equal([]);
  });

  it('finds the records wherever data.items sits among other fields', () => {
    const body =
      '{"status":"ok","data":{"x":[1,{"items":[9]}],"total":1,"items":[{"id":1}],"more":{}},"errors":[]}';
    expect(scanEveryWay(body)).to.deep.equal([{id: 1}]);
  });

  it('reads keys as JSON means them', () => {
    expect(scanEveryWay('{"d\\u0061ta":{"\\u0069tems":[3]}}')).to.deep.equal([3]);
  });

  for (const body of [
    '',
    '<html>Welcome</html>',
    '[{"data":{"items":[]}}]',
    '{"items":[]}',
    '{"data":[]}',
    '{"data":{"items":{}}}',
    '{"dat":{"items":[1]}}',
    '{"data":{"items":[1,]}}',
    '{"data":{"items":[,1]}}',
    '{"data":{"items":[1,,2]}}',
    '{"data":{"items":[1 2]}}',
    '{"data" {"items":[1]}}',
    '{"data":{"items":[1]},"x":[}',
    '{"data":{"items":[1]},"x":tru}',
    '{"data":{"items":[1]}',
    '{"data":{"items":[1]}} x',
    '{"data":{"items":["unclosed]}}',
    // Two would leave open which one is meant.
    '{"data":{"items":[1]},"data":{"items":[]}}',
    '{"data":{"items":[1],"items":[2]}}',
  ]) {
    it(`refuses ${JSON.stringify(body)} as not an envelope`, () => {
      expect(scanEveryWay(body)).to.equal('SyntaxError');
    });
  }

  it('stops after the record that asks it to, and never reads on', () => {
    expect(scanEveryWay('{"data":{"items":[1,2,3,4]}}', 2)).to.deep.equal([1, 2]);
    // What follows the last record read is never looked at, broken or not.
    expect(scanEveryWay('{"data":{"items":[1,2,{{{{', 2)).to.deep.equal([1, 2]);
  });

  it('still refuses what it read before stopping when that is no envelope', () => {
    expect(scanEveryWay('{"x":tru,"data":{"items":[1,2,3]}}', 1)).to.equal('SyntaxError');
  });

  it(`cuts a title after ${MAX_TITLE_CHARS} characters, escapes included, and marks the cut`, () => {
    const long = 'ab\\u00e9'.repeat(MAX_TITLE_CHARS);
    const records = scanEveryWay(`{"data":{"items":[{"title":"${long}","id":1}]}}`) as {
      title: string;
      id: number;
    }[];
    const title = records[0]!.title;
    expect(title.startsWith('abéabé')).to.be.true;
    expect(title.endsWith('…')).to.be.true;
    // The source characters kept, less the escapes' extra five each.
    expect(title.length).to.be.within(MAX_TITLE_CHARS / 3, MAX_TITLE_CHARS + 1);
    expect(records[0]!.id).to.equal(1);
  });

  it('keeps a title of exactly the most characters whole', () => {
    const title = 'x'.repeat(MAX_TITLE_CHARS);
    expect(scanEveryWay(`{"data":{"items":[{"title":"${title}"}]}}`)).to.deep.equal([{title}]);
  });

  it('cuts only the record title, not a title elsewhere', () => {
    const title = 'x'.repeat(MAX_TITLE_CHARS + 5);
    const body = `{"data":{"items":[{"nested":{"title":"${title}"}}]}}`;
    expect(scanEveryWay(body)).to.deep.equal([{nested: {title}}]);
  });

  it('hands over a record too long for any video as unusable, and reads on', () => {
    const tags = JSON.stringify(Array.from({length: MAX_RECORD_CHARS / 4}, () => 'tag'));
    const body = `{"data":{"items":[{"id":1},{"id":2,"tags":${tags}},{"id":3}]}}`;
    expect(scanEveryWay(body)).to.deep.equal([{id: 1}, 'too long', {id: 3}]);
  });

  it('refuses an envelope whose other fields are padded far beyond any list', () => {
    const body = `{"data":{"items":[1]},"pad":"${'x'.repeat(300 * 1024)}"}`;
    expect(scan(body, 4096)).to.equal('RangeError');
  });
});
