// `npm run analyze` writes custom-elements.json from the elements' JSDoc; never edit it by hand.

/**
 * Tags are registered with `define('tag', Class)` (src/internal/define.ts), which the analyzer
 * does not know: record each call as the module's `custom-element-definition` export, so tools
 * find which import registers which tag.
 */
function guardedDefinitions() {
  return {
    name: 'guarded-definitions',
    analyzePhase({ts, node, moduleDoc}) {
      if (!ts.isCallExpression(node) || node.expression.getText() !== 'define') return;
      const [tag, constructor] = node.arguments;
      if (!tag || !ts.isStringLiteral(tag) || !constructor || !ts.isIdentifier(constructor)) return;
      const source = node.getSourceFile();
      const from = source.statements.find(
        (statement) =>
          ts.isImportDeclaration(statement) &&
          statement.importClause?.namedBindings?.elements?.some(
            (element) => element.name.text === constructor.text,
          ),
      );
      const module = from
        ? new URL(
            from.moduleSpecifier.text.replace(/\.js$/, '.ts'),
            `file:///${moduleDoc.path}`,
          ).pathname.slice(1)
        : moduleDoc.path;
      moduleDoc.exports = [
        ...(moduleDoc.exports ?? []),
        {
          kind: 'custom-element-definition',
          name: tag.text,
          declaration: {name: constructor.text, module},
        },
      ];
    },
  };
}

/**
 * The analyzer lists modules in the order its file search returns them, which varies with the
 * machine's load: sorted by path, the manifest is the same on every run.
 */
function sortedModules() {
  return {
    name: 'sorted-modules',
    packageLinkPhase({customElementsManifest}) {
      customElementsManifest.modules.sort((a, b) =>
        a.path < b.path ? -1 : a.path > b.path ? 1 : 0,
      );
    },
  };
}

export default {
  globs: ['src/**/*.ts'],
  // The template types declare no elements, and the analyzer lists them or not by environment;
  // the language files are words, not API.
  exclude: ['src/data/**', 'src/proxy/**', 'src/types/**', 'src/i18n/lang/**'],
  litelement: true,
  packagejson: false,
  plugins: [guardedDefinitions(), sortedModules()],
};
