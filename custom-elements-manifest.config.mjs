// `npm run analyze` writes custom-elements.json from the elements' JSDoc; never edit it by hand.
export default {
  globs: ['src/**/*.ts'],
  exclude: ['src/data/**', 'src/proxy/**'],
  litelement: true,
  packagejson: false,
};
