/**
 * Whether the element base checks how it is used (a class field hiding a reactive property), as
 * lit's development build does. The CDN build replaces this module by one that says `false`
 * (rollup.config.mjs), so its pages pay nothing for the check.
 */
export const DEV_MODE: boolean = true;
