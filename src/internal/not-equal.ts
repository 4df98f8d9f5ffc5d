/** Whether a value changed, as lit compares them: `NaN` equals `NaN`, `0` is not `-0`. */
export const notEqual = (value: unknown, old: unknown): boolean => !Object.is(value, old);
