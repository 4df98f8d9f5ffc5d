import {MAX_RECORD_CHARS, MAX_TITLE_CHARS} from './parse-video.js';

/** Where a container sits in the envelope `{"data": {"items": [record, …]}}`. */
type Role = 'top' | 'data' | 'items' | 'record' | 'other';

interface Frame {
  array: boolean;
  role: Role;
  /** In an object: the next string is a key (after `{` or `,`). */
  expectKey: boolean;
  /** The object's last key, when short enough to be one that matters. */
  key?: string;
}

/** Longest envelope text outside the records; the spec's envelope has nothing else. */
const MAX_OUTSIDE_CHARS = 256 * 1024;
/** Keys longer than this are never `data`, `items` or `title` (even fully escaped): not kept. */
const MAX_KEY_CHARS = 32;

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const COMMA = 0x2c;
const COLON = 0x3a;
const OPEN_OBJECT = 0x7b;
const CLOSE_OBJECT = 0x7d;
const OPEN_ARRAY = 0x5b;
const CLOSE_ARRAY = 0x5d;
const isSpace = (c: number) => c === 0x20 || c === 0x0a || c === 0x0d || c === 0x09;

/**
 * Reads the text of a service answer as it arrives and hands each record of `data.items` to
 * `onItem` as its own JSON text (or `undefined` when it is larger than any record can be), so
 * that no single `JSON.parse` sees more than one record. It tracks only strings, nesting and the
 * keys on the way to the records; the grammar is left to `JSON.parse`, which gets each record and,
 * at the end, everything outside the records (`outside`). A title longer than MAX_TITLE_CHARS is
 * cut. `onItem` returns false to stop: the text after that record is never looked at.
 * Throws a SyntaxError for text that is not such an envelope, and a RangeError when the text
 * outside the records is too large.
 */
export class EnvelopeScanner {
  /** The envelope without its records (`"items":[]`), to be validated by JSON.parse. */
  private _outside = '';
  private _item = '';
  private _sink: 'outside' | 'item' | 'none' = 'outside';
  private _from = 0;
  private readonly _stack: Frame[] = [];
  private _begun = false;
  private _ended = false;
  private _stopped = false;
  private _inString = false;
  private _stringRole: 'key' | 'title' | 'value' = 'value';
  private _stringLength = 0;
  /** -1 just after a backslash, else the hex digits of a `\\u` escape still to come. */
  private _escape = 0;
  private _key = '';
  /** The next backslash in the text being fed, once looked for. */
  private _backslashAt = -1;
  private _cut = false;
  private _inItem = false;
  private _oversized = false;
  private _afterComma = false;
  private _seenData = false;
  private _seenItems = false;

  constructor(private readonly _onItem: (json: string | undefined) => boolean) {}

  /** Whether `onItem` asked to stop. */
  get stopped(): boolean {
    return this._stopped;
  }

  /** Reads the next piece of text. */
  feed(text: string): void {
    this._from = 0;
    this._backslashAt = -1;
    let i = 0;
    for (; i < text.length && !this._stopped; i++) {
      const c = text.charCodeAt(i);
      if (!this._inString) {
        if (!isSpace(c)) this._structural(text, i, c);
      } else if (
        this._escape !== 0 ||
        c === QUOTE ||
        c === BACKSLASH ||
        this._stringRole === 'key'
      ) {
        this._stringChar(text, i, c);
      } else i = this._skipPlain(text, i) - 1;
    }
    this._flush(text, i);
  }

  /**
   * Checks what was read once the text is over, or once `onItem` stopped (then the envelope
   * read so far, closed where it stands, must be valid: the rest is never read).
   */
  finish(): void {
    if (!this._stopped && (!this._ended || this._inString)) throw new SyntaxError('unfinished');
    const closers = this._stack.map((frame) => (frame.array ? ']' : '}')).reverse();
    JSON.parse(this._outside + closers.join(''));
    if (!this._seenItems) throw new SyntaxError('no data.items array');
  }

  private _structural(text: string, i: number, c: number): void {
    if (this._ended) throw new SyntaxError('text after the envelope');
    const frame = this._stack.at(-1);
    if (!this._begun && c !== OPEN_OBJECT) throw new SyntaxError('not a JSON object');
    if (frame?.role === 'items') {
      if (c === COMMA || c === CLOSE_ARRAY) this._endItem(text, i, c);
      else if (!this._inItem) this._beginItem(text, i);
    }
    switch (c) {
      case QUOTE:
        this._beginString(frame);
        return;
      case OPEN_OBJECT:
      case OPEN_ARRAY:
        this._begun = true;
        this._stack.push({array: c === OPEN_ARRAY, role: this._role(frame, c), expectKey: true});
        return;
      case CLOSE_OBJECT:
      case CLOSE_ARRAY:
        if (!frame || frame.array !== (c === CLOSE_ARRAY)) throw new SyntaxError('unbalanced');
        this._stack.pop();
        this._ended = this._stack.length === 0;
        return;
      case COMMA:
        if (frame && !frame.array) frame.expectKey = true;
        return;
      case COLON:
        if (frame) frame.expectKey = false;
    }
  }

  private _role(parent: Frame | undefined, c: number): Role {
    if (!parent) return 'top';
    if (parent.role === 'top' && parent.key === 'data' && c === OPEN_OBJECT) return 'data';
    if (parent.role === 'data' && parent.key === 'items' && c === OPEN_ARRAY) {
      this._seenItems = true;
      return 'items';
    }
    return parent.role === 'items' && c === OPEN_OBJECT ? 'record' : 'other';
  }

  private _beginString(frame: Frame | undefined): void {
    this._inString = true;
    this._stringLength = 0;
    this._escape = 0;
    this._key = '';
    const isKey = frame !== undefined && !frame.array && frame.expectKey;
    this._stringRole = isKey
      ? 'key'
      : frame?.role === 'record' && frame.key === 'title'
        ? 'title'
        : 'value';
  }

  private _stringChar(text: string, i: number, c: number): void {
    if (this._escape === 0 && c === QUOTE) {
      this._endString(i);
      return;
    }
    if (this._escape === 0) this._cutTitle(text, i, 0);
    // After a backslash, `u` brings four hex digits; any other escape is one character.
    if (this._escape === -1) this._escape = c === 0x75 ? 4 : 0;
    else if (this._escape > 0) this._escape--;
    else if (c === BACKSLASH) this._escape = -1;
    this._stringLength++;
    if (this._stringRole === 'key' && this._stringLength <= MAX_KEY_CHARS + 1) this._key += text[i];
  }

  /** Passes over plain characters of a string at once; returns where they end. */
  private _skipPlain(text: string, i: number): number {
    const quote = text.indexOf('"', i);
    // Searched again only once passed: a piece of text without one is looked through once.
    if (this._backslashAt < i) {
      const at = text.indexOf('\\', i);
      this._backslashAt = at === -1 ? text.length : at;
    }
    const end = Math.min(quote === -1 ? text.length : quote, this._backslashAt);
    this._cutTitle(text, i, end - i);
    this._stringLength += end - i;
    return end;
  }

  /** Stops keeping a title at MAX_TITLE_CHARS, if the `run` plain characters at `i` pass it. */
  private _cutTitle(text: string, i: number, run: number): void {
    if (this._stringRole !== 'title' || this._cut) return;
    const room = MAX_TITLE_CHARS - this._stringLength;
    if (room > run || (room === run && run > 0)) return;
    this._flush(text, i + room);
    this._cut = true;
    this._sink = 'none';
  }

  private _endString(i: number): void {
    this._inString = false;
    if (this._cut) {
      this._cut = false;
      this._item += '…';
      this._sink = this._oversized ? 'none' : 'item';
      this._from = i;
    }
    if (this._stringRole !== 'key') return;
    const frame = this._stack.at(-1)!;
    frame.expectKey = false;
    frame.key = this._key.length <= MAX_KEY_CHARS ? decodeKey(this._key) : undefined;
    const unique = frame.role === 'top' ? 'data' : frame.role === 'data' ? 'items' : undefined;
    if (unique !== undefined && frame.key === unique) {
      // Two would leave it open which one is meant.
      if (unique === 'data' ? this._seenData : this._seenItems) throw new SyntaxError('repeated');
      if (unique === 'data') this._seenData = true;
    }
  }

  private _beginItem(text: string, i: number): void {
    this._flush(text, i);
    this._inItem = true;
    this._oversized = false;
    this._item = '';
    this._sink = 'item';
    this._from = i;
  }

  private _endItem(text: string, i: number, c: number): void {
    if (!this._inItem) {
      // `[,` `,,` and `,]` leave an element out.
      if (c === COMMA || this._afterComma) throw new SyntaxError('missing element');
      return;
    }
    this._flush(text, i);
    this._inItem = false;
    this._afterComma = c === COMMA;
    this._sink = 'outside';
    // The comma between records is left out of the envelope, the closing bracket is not.
    this._from = c === COMMA ? i + 1 : i;
    if (!this._onItem(this._oversized ? undefined : this._item)) this._stopped = true;
    this._item = '';
  }

  /** Appends the text since the last flush to where it goes, and enforces the size caps. */
  private _flush(text: string, to: number): void {
    if (this._sink === 'item') {
      this._item += text.slice(this._from, to);
      if (this._item.length > MAX_RECORD_CHARS) {
        this._oversized = true;
        this._item = '';
        this._sink = 'none';
      }
    } else if (this._sink === 'outside') {
      this._outside += text.slice(this._from, to);
      if (this._outside.length > MAX_OUTSIDE_CHARS) throw new RangeError('too large');
    }
    this._from = to;
  }
}

/** A key as JSON means it: `"d\u0061ta"` is `data`. */
function decodeKey(raw: string): string | undefined {
  if (!raw.includes('\\')) return raw;
  try {
    return JSON.parse(`"${raw}"`) as string;
  } catch {
    return undefined;
  }
}
