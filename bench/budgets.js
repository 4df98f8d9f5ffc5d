// The byte budgets (gzip), shared by the bench report and test/build/budget.test.ts.
export const KB = 1024;
/** Script a page of one player loads before any interaction (bench/measure-bytes.js says what). */
export const BEFORE_INTERACTION_BUDGET = 15 * KB;
/** Script needed for a first frame: the entry plus everything it imports on demand. */
export const BEFORE_FIRST_FRAME_BUDGET = 135 * KB;
