// The contract's public surface as text, read with the TypeScript compiler: every export of
// every subpath with its type, and the host surface (RemoteProps unfolded: what the shell
// hands a remote at runtime). Node-only tooling: no subpath exports it, so no app bundles it.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

export const CONTRACT_DIR = path.resolve(import.meta.dirname, '../..');

/** Export name to a fingerprint of its type, per subpath ('.', './api', …). */
export type Exports = Readonly<Record<string, Readonly<Record<string, string>>>>;

export type Surface = Readonly<{
  /** Every public export with its type. */
  exports: Exports;
  /** RemoteProps unfolded: member path to a fingerprint of its type, e.g. 'api.banners.get'. */
  host: Readonly<Record<string, string>>;
}>;

const FLAGS = ts.TypeFormatFlags.NoTruncation | ts.TypeFormatFlags.WriteArrowStyleSignature;

/** A type's text as a short fingerprint: the record names what changed, the diff shows how. */
const fingerprint = (text: string): string =>
  createHash('sha256').update(text).digest('base64url').slice(0, 16);

/** True for a type declared in the contract's own sources (not React's, i18next's, …). */
const isOwn = (type: ts.Type): boolean =>
  (type.aliasSymbol ?? type.getSymbol())?.declarations?.some((declaration) =>
    declaration.getSourceFile().fileName.startsWith(path.join(CONTRACT_DIR, 'src')),
  ) ?? false;

/** The subpaths package.json exports, with their entry files. */
const entries = (): [string, string][] => {
  const manifest = JSON.parse(readFileSync(path.join(CONTRACT_DIR, 'package.json'), 'utf8')) as {
    exports: Record<string, string>;
  };
  return Object.entries(manifest.exports).map(([subpath, file]) => [
    subpath,
    path.join(CONTRACT_DIR, file),
  ]);
};

/** A declaration's shape without its comments and with whitespace folded. */
const shapeOf = (node: ts.Node): string => {
  const printer = ts.createPrinter({ removeComments: true });
  return printer
    .printNode(ts.EmitHint.Unspecified, node, node.getSourceFile())
    .replace(/\s+/g, ' ')
    .trim();
};

const describeExport = (checker: ts.TypeChecker, symbol: ts.Symbol): string => {
  const target = symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol;
  const declaration = target.declarations?.[0];
  if (!declaration) return 'unknown';
  // Types are their declared shape; values (functions, constants, classes) their type.
  if (ts.isInterfaceDeclaration(declaration) || ts.isTypeAliasDeclaration(declaration)) {
    return shapeOf(declaration);
  }
  if (ts.isClassDeclaration(declaration)) {
    // Its own public members: what it inherits (a React component's) is not the contract's.
    const members = declaration.members
      .filter(
        (member) =>
          member.name !== undefined &&
          (ts.getCombinedModifierFlags(member) &
            (ts.ModifierFlags.Private | ts.ModifierFlags.Protected)) ===
            0,
      )
      .map((member) => checker.getSymbolAtLocation(member.name as ts.Node))
      .filter((member): member is ts.Symbol => member !== undefined)
      .map(
        (member) =>
          `${member.name}: ${checker.typeToString(checker.getTypeOfSymbol(member), undefined, FLAGS)}`,
      );
    return `class { ${members.join('; ')} }`;
  }
  return checker.typeToString(
    checker.getTypeOfSymbolAtLocation(target, declaration),
    undefined,
    FLAGS,
  );
};

/** RemoteProps member by member, into object-typed members (api, session, …), to `depth`. */
const unfold = (
  checker: ts.TypeChecker,
  type: ts.Type,
  prefix: string,
  depth: number,
  out: Record<string, string>,
): void => {
  for (const member of checker.getPropertiesOfType(type)) {
    const memberType = checker.getTypeOfSymbol(member);
    const name = `${prefix}${member.name}${member.flags & ts.SymbolFlags.Optional ? '?' : ''}`;
    out[name] = fingerprint(checker.typeToString(memberType, undefined, FLAGS));
    const isPlainObject =
      isOwn(memberType) &&
      memberType.getCallSignatures().length === 0 &&
      (memberType.flags & ts.TypeFlags.Object) !== 0 &&
      checker.getPropertiesOfType(memberType).length > 0;
    if (depth > 0 && isPlainObject) unfold(checker, memberType, `${name}.`, depth - 1, out);
  }
};

/** Reads the surface of the contract in this checkout. */
export const readSurface = (): Surface => {
  const files = entries();
  const program = ts.createProgram(
    files.map(([, file]) => file),
    {
      strict: true,
      jsx: ts.JsxEmit.ReactJSX,
      module: ts.ModuleKind.ESNext,
      moduleResolution: ts.ModuleResolutionKind.Bundler,
      target: ts.ScriptTarget.ES2022,
      resolveJsonModule: true,
      esModuleInterop: true,
      skipLibCheck: true,
      noEmit: true,
    },
  );
  const checker = program.getTypeChecker();
  const exports: Record<string, Record<string, string>> = {};
  let host: Record<string, string> = {};
  for (const [subpath, file] of files) {
    const source = program.getSourceFile(file);
    const moduleSymbol = source ? checker.getSymbolAtLocation(source) : undefined;
    if (!moduleSymbol) throw new Error(`cannot read the exports of ${file}`);
    const listed: Record<string, string> = {};
    for (const symbol of checker.getExportsOfModule(moduleSymbol)) {
      listed[symbol.name] = fingerprint(describeExport(checker, symbol));
      if (subpath === '.' && symbol.name === 'RemoteProps') {
        const target = checker.getAliasedSymbol(symbol);
        host = {};
        unfold(checker, checker.getDeclaredTypeOfSymbol(target), '', 3, host);
      }
    }
    exports[subpath] = Object.fromEntries(
      Object.entries(listed).sort(([a], [b]) => (a < b ? -1 : 1)),
    );
  }
  return { exports, host };
};
