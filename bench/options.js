// The bench's command line: which parts and profiles to run, and how many times.
//   npm run bench -- [--part <name> …] [--profile <id> …] [--runs <n>] [--cycles <n>]
//                    [--fault-runs <n>] [--deadline <minutes>]
// `--part` and `--profile` may repeat or take a comma-separated list; none means all of them.
import {parseArgs} from 'node:util';

/** Runs per start-up timing by default: each sample's spread is printed beside its median. */
export const DEFAULT_RUNS = 5;

/**
 * @typedef {{parts: string[], profiles: string[], runs: number, cycles: number,
 *   faultRuns: number, deadlineMinutes: number}} BenchOptions
 */

/**
 * @param {string[]} args the arguments after the script's name
 * @param {string[]} partNames the parts there are, in the order they run
 * @returns {BenchOptions}
 */
export function benchOptions(args, partNames) {
  const {values} = parseArgs({
    args,
    options: {
      part: {type: 'string', multiple: true, default: []},
      profile: {type: 'string', multiple: true, default: []},
      runs: {type: 'string', default: String(DEFAULT_RUNS)},
      cycles: {type: 'string', default: '200'},
      'fault-runs': {type: 'string', default: '2'},
      deadline: {type: 'string', default: '45'},
    },
  });
  const list = (given) => given.flatMap((value) => value.split(',')).filter(Boolean);
  const parts = list(values.part);
  const unknown = parts.filter((part) => !partNames.includes(part));
  if (unknown.length > 0) {
    throw new Error(`bench: no part ${unknown.join(', ')}; the parts are ${partNames.join(', ')}.`);
  }
  return {
    parts: parts.length > 0 ? partNames.filter((part) => parts.includes(part)) : partNames,
    profiles: list(values.profile),
    runs: positive(values.runs, '--runs'),
    cycles: positive(values.cycles, '--cycles'),
    faultRuns: positive(values['fault-runs'], '--fault-runs'),
    deadlineMinutes: positive(values.deadline, '--deadline'),
  };
}

/**
 * @param {string} value
 * @param {string} flag
 */
function positive(value, flag) {
  const number = Number(value);
  if (!Number.isInteger(number) || number <= 0) {
    throw new Error(`bench: ${flag} takes a whole number above 0, not ${value}.`);
  }
  return number;
}
