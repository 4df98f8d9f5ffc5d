// `npm run analyze` writes custom-elements.json from the elements' JSDoc; never edit it by hand.
import {readFileSync} from 'node:fs';

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
 * An element composes option groups into its reactive properties:
 * `static properties = {...playerOptions, …}`, where a group's module holds the declarations
 * (`export const playerOptions: Record<keyof PlayerOptions, PropertyOptions> = {…}`), the
 * interface they declare (`PlayerOptions`: each member's type and JSDoc) and its defaults (an
 * object of the same keys). The analyzer's lit plugin reads no spread: record each group's
 * members and attributes on the element, as if declared there.
 */
function optionGroups() {
  return {
    name: 'option-groups',
    analyzePhase({ts, node, moduleDoc}) {
      if (!ts.isClassDeclaration(node) || !node.name) return;
      const element = moduleDoc.declarations?.find((d) => d.name === node.name.text);
      const declared = node.members.find(
        (member) => member.name?.getText() === 'properties' && member.initializer,
      );
      if (!element || !declared || !ts.isObjectLiteralExpression(declared.initializer)) return;
      for (const spread of declared.initializer.properties) {
        if (!ts.isSpreadAssignment(spread) || !ts.isIdentifier(spread.expression)) continue;
        for (const field of groupFields(ts, node.getSourceFile(), moduleDoc, spread.expression)) {
          element.members = [...(element.members ?? []), field];
          const {attribute, name, type, default: value, description} = field;
          if (!attribute) continue;
          element.attributes = [
            ...(element.attributes ?? []),
            {name: attribute, type, default: value, description, fieldName: name},
          ];
        }
      }
    },
  };
}

/** The fields the group named by `identifier` (imported into `source`) declares. */
function groupFields(ts, source, moduleDoc, identifier) {
  const from = source.statements.find(
    (statement) =>
      ts.isImportDeclaration(statement) &&
      statement.importClause?.namedBindings?.elements?.some((e) => e.name.text === identifier.text),
  );
  if (!from) return [];
  const path = new URL(
    from.moduleSpecifier.text.replace(/\.js$/, '.ts'),
    new URL(moduleDoc.path, `file://${process.cwd()}/`),
  );
  const group = ts.createSourceFile(
    path.pathname,
    readFileSync(path, 'utf8'),
    ts.ScriptTarget.Latest,
    true,
  );
  const variables = group.statements
    .filter(ts.isVariableStatement)
    .flatMap((statement) => statement.declarationList.declarations);
  const declarations = variables.find((v) => v.name.getText() === identifier.text);
  // `Record<keyof Group, PropertyOptions>`: the interface that types and documents the members.
  const keyOf = declarations?.type?.typeArguments?.[0];
  const shape = group.statements.find(
    (statement) =>
      ts.isInterfaceDeclaration(statement) && statement.name.text === keyOf?.type?.getText(),
  );
  if (!shape || !ts.isObjectLiteralExpression(declarations.initializer)) return [];
  const defaults = new Map();
  for (const variable of variables) {
    if (variable === declarations) continue;
    ts.forEachChild(variable, function visit(child) {
      if (ts.isPropertyAssignment(child))
        defaults.set(child.name.getText(), child.initializer.getText());
      else ts.forEachChild(child, visit);
    });
  }
  return declarations.initializer.properties.filter(ts.isPropertyAssignment).map((property) => {
    const name = property.name.getText();
    const member = shape.members.find((m) => m.name?.getText() === name);
    const options = new Map(
      property.initializer.properties.map((option) => [option.name.getText(), option.initializer]),
    );
    const attribute = options.get('attribute');
    const type = member.type.getText() + (member.questionToken ? ' | undefined' : '');
    const description = ts.getTextOfJSDocComment(member.jsDoc?.[0]?.comment);
    return {
      kind: 'field',
      name,
      privacy: 'public',
      type: {text: type},
      ...(defaults.has(name) && {default: defaults.get(name)}),
      ...(description && {description}),
      attribute:
        attribute?.kind === ts.SyntaxKind.FalseKeyword
          ? undefined
          : attribute && ts.isStringLiteral(attribute)
            ? attribute.text
            : name.toLowerCase(),
      reflects: options.get('reflect')?.kind === ts.SyntaxKind.TrueKeyword || undefined,
    };
  });
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
  plugins: [guardedDefinitions(), optionGroups(), sortedModules()],
};
