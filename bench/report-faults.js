// The bench report's time-to-error table (issue 14): each faulty source, the answer it must
// get, how long the answer took and whether that is within the limit.

const ANSWERS = {
  error: 'error with Retry',
  'next engine': 'MP4 playing',
  recovery: 'playing again after waiting',
};

/**
 * @param {Record<string, any> | {error: string} | undefined} timeToError
 * @param {number} runs runs per case
 * @returns {string[]} markdown lines
 */
export function timeToErrorTable(timeToError, runs) {
  if (!timeToError || timeToError.error) return [];
  const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;
  const rows = Object.entries(timeToError).map(([name, figures]) => {
    const {expected, since, limitMs, answerMs, maxAnswerMs, firstWaitingMs, outcome, statuses} =
      figures;
    const unstalled = expected === 'recovery' && firstWaitingMs === undefined;
    let answer = `${seconds(answerMs)} (max ${seconds(maxAnswerMs)})`;
    if (unstalled) answer = `no waiting seen (${outcome})`;
    else if (answerMs === null) answer = `**never** (${outcome})`;
    const within = unstalled || (answerMs !== null && maxAnswerMs <= limitMs);
    return [
      name,
      ANSWERS[expected],
      since === 'click' ? answer : `${answer} after the waiting`,
      firstWaitingMs === undefined ? '' : seconds(firstWaitingMs),
      `≤ ${seconds(limitMs)}: ${within ? 'within' : '**over**'}`,
      `\`${statuses}\``,
    ];
  });
  return [
    `### Time to an answer with a faulty source (#14; median of ${runs})`,
    '',
    ...[
      [
        'source',
        'answer',
        'after (from the click)',
        'waiting shown',
        'limit',
        'statuses of one run (ms since the click)',
      ],
      ['---', '---', '--:', '--:', '---', '---'],
      ...rows,
    ].map((cells) => `| ${cells.join(' | ')} |`),
    '',
  ];
}
