// `npm run bench`'s command line and what a partial run's report says (issue 57): one part and
// one profile can be asked for, a mistyped name is refused with the names there are, and a run
// cut short says what it lacks.
import assert from 'node:assert/strict';
import {describe, it} from 'node:test';
import {benchOptions} from '../../bench/options.js';
import {selectProfiles} from '../../bench/profiles.js';
import {renderMarkdown} from '../../bench/report.js';

const PARTS = ['bytes', 'firstFrame', 'thumbnails'];
/** What every report says of the run it comes from. */
const RUN = {
  date: '2026-12-06T08:00:00.000Z',
  environment: {node: 'v20', chromium: '156', cpus: 2, loadAverage: '0.5'},
};

describe('npm run bench', () => {
  describe('with no flags', () => {
    it('runs every part on every profile, five runs each', () => {
      const options = benchOptions([], PARTS);
      assert.deepEqual(options.parts, ['bytes', 'firstFrame', 'thumbnails']);
      assert.equal(options.runs, 5);
      assert.deepEqual(Object.keys(selectProfiles(options.profiles)), [
        'loopback',
        '40 ms, 20 Mbit/s',
        'phone, 40 ms, 20 Mbit/s',
        'phone, 150 ms, 1.6 Mbit/s',
      ]);
    });
  });

  describe('with --part and --profile', () => {
    it('runs the parts asked for in the bench’s order, on the profiles asked for', () => {
      const options = benchOptions(
        ['--part', 'thumbnails,bytes', '--profile', 'phone-150', '--profile', 'loopback'],
        PARTS,
      );
      assert.deepEqual(options.parts, ['bytes', 'thumbnails']);
      assert.deepEqual(Object.keys(selectProfiles(options.profiles)), [
        'loopback',
        'phone, 150 ms, 1.6 Mbit/s',
      ]);
    });

    it('refuses a name it does not know and lists the ones there are', () => {
      assert.throws(
        () => benchOptions(['--part', 'firstframe'], PARTS),
        /no part firstframe; the parts are bytes, firstFrame, thumbnails\./,
      );
      assert.throws(
        () => selectProfiles(['phone']),
        /no profile phone; the profiles are loopback, desktop-40, phone-40, phone-150\./,
      );
      assert.throws(() => benchOptions(['--runs', '0'], PARTS), /--runs takes a whole number/);
    });
  });

  describe('when a run is cut short', () => {
    it('says what stopped it, what it did not measure and what it was not asked for', () => {
      const report = renderMarkdown({
        ...RUN,
        command: 'npm run bench -- --part bytes,firstFrame',
        seconds: 61,
        partSeconds: {bytes: 12.3},
        bytes: {error: 'not needed here'},
        stoppedBy: 'by Ctrl-C',
        missing: ['firstFrame'],
        notAsked: ['thumbnails'],
        profiles: ['loopback'],
      });
      assert.match(report, /^\*\*A partial run\.\*\*\n/);
      assert.match(report, /^- Stopped by Ctrl-C\.$/m);
      assert.match(report, /^- Not measured: firstFrame\.$/m);
      assert.match(report, /^- Not asked for: thumbnails\.$/m);
      assert.match(report, /^- Profiles: loopback only\.$/m);
      assert.match(report, /^Seconds per part: bytes 12\.$/m);
    });

    it('says nothing of the kind for a whole run', () => {
      const report = renderMarkdown({
        ...RUN,
        command: 'npm run bench',
        seconds: 600,
        missing: [],
        notAsked: [],
        profiles: [
          'loopback',
          '40 ms, 20 Mbit/s',
          'phone, 40 ms, 20 Mbit/s',
          'phone, 150 ms, 1.6 Mbit/s',
        ],
      });
      assert.doesNotMatch(report, /partial/i);
    });
  });
});
