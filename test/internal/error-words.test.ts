import {expect} from '@open-wc/testing';
import {VideoServiceError} from '../../src/data/index.js';
import {worded} from '../../src/data/video-service-error.js';
import {PlaybackError} from '../../src/playback/playback-error.js';
import {isAbort} from '../../src/internal/abort.js';
import {AuthoringError} from '../../src/internal/authoring-error.js';
import {ChunkError, importChunk} from '../../src/internal/chunk-error.js';
import {setEnvironment} from '../../src/internal/environment.js';
import {describeError, isRetryable} from '../../src/internal/error-words.js';

const STRINGS = {offline: 'Offline.', unexpected: 'Oops.', codeUnavailable: 'Reload.'};

describe('describeError', () => {
  it('fills the words for the kind from the error data', () => {
    const error = new AuthoringError('invalid-limit', {limit: '0x10'}, 'Bad limit "{limit}".');
    expect(describeError(error, STRINGS, () => 'Falsches Limit „{limit}“.')).to.equal(
      'Falsches Limit „0x10“.',
    );
  });

  it('keeps the English words in the message, whatever the widget shows', () => {
    const error = new AuthoringError('invalid-limit', {limit: '0'}, 'Bad limit "{limit}".');
    expect(error.message).to.equal('Bad limit "0".');
    expect(error.kind).to.equal('invalid-limit');
    expect(error.data).to.deep.equal({limit: '0'});
  });

  it("falls back to a service or playback error's own message when the widget has no words for it", async () => {
    const error = await worded(new VideoServiceError('server', 503));
    expect(describeError(error, STRINGS, () => undefined)).to.equal(
      'The video service is having trouble right now. Try again later.',
    );
    expect(describeError(new PlaybackError('media'), STRINGS, () => undefined)).to.equal(
      'The video could not be played: the stream seems damaged.',
    );
  });

  it('says "unexpected" for anything that is not a known error', () => {
    expect(describeError(new TypeError('x is undefined'), STRINGS, () => 'never')).to.equal(
      'Oops.',
    );
    expect(describeError('a string', STRINGS, () => 'never')).to.equal('Oops.');
  });

  it('says "offline" for a network failure while the browser is offline', () => {
    const error = new VideoServiceError('network');
    const restore = setEnvironment({onLine: () => false});
    try {
      expect(describeError(error, STRINGS, () => 'Network.')).to.equal('Offline.');
    } finally {
      restore();
    }
    expect(describeError(error, STRINGS, () => 'Network.')).to.equal('Network.');
  });

  it('asks for a reload when code could not be downloaded, offline or not', async () => {
    const failed = await importChunk(() => Promise.reject(new TypeError('Failed to fetch'))).then(
      () => undefined,
      (error: unknown) => error,
    );
    expect(failed).to.be.instanceOf(ChunkError);
    expect((failed as ChunkError).cause).to.be.instanceOf(TypeError);
    expect(describeError(failed, STRINGS, () => 'never')).to.equal('Reload.');
    const restore = setEnvironment({onLine: () => false});
    try {
      expect(describeError(failed, STRINGS, () => 'never')).to.equal('Reload.');
    } finally {
      restore();
    }
  });
});

describe('isRetryable and isAbort', () => {
  it('offers Retry only where asking again can help', () => {
    expect(isRetryable(new VideoServiceError('server', 500))).to.be.true;
    expect(isRetryable(new VideoServiceError('auth', 401))).to.be.false;
    expect(isRetryable(new AuthoringError('missing-endpoint', {}, 'No endpoint.'))).to.be.false;
    expect(isRetryable(new ChunkError())).to.be.false;
    expect(isRetryable(undefined)).to.be.false;
  });

  it('knows an abort by its name, from fetch or from a task', () => {
    expect(isAbort(new DOMException('stopped', 'AbortError'))).to.be.true;
    expect(isAbort(AbortSignal.abort().reason)).to.be.true;
    expect(isAbort(new Error('AbortError'))).to.be.false;
    expect(isAbort(null)).to.be.false;
  });
});
