/**
 * The titles of every test in the repository (jest's `it`/`test`, `.each`, and Playwright's `test`), read
 * from the source with the TypeScript parser: what the honest-tags check (test-titles.test.ts) reads.
 */
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/** The files that hold tests: jest's (src/, scripts/) and Playwright's (e2e/, its chaos and Prism projects). */
export const TEST_FILE = /\.(test\.tsx?|spec\.ts|chaos\.ts|prism\.ts)$/;

export interface TestTitle {
  file: string;
  line: number;
  /**
   * The title as written: a template literal's `${...}` stay as they are; for `it.each(table)`, the
   * title string itself (its `%s`/`$name` placeholders unresolved).
   */
  title: string;
  /** For `it.each(table)`, the table's source text (its rows may name the IDs). */
  table?: string;
  /**
   * For a title that starts with a placeholder (`%s`, `$id`, `${ids}`): what that placeholder is in each
   * row of its table (`it.each(table)`, or the `for (const [ids, ...] of table)` around a Playwright test),
   * as written; `null` for a row that is not a literal (or when no table can be read).
   */
  leads?: (string | null)[];
}

/** Modifiers of `it`/`test` that still declare a test (jest and Playwright). */
const MODIFIERS = new Set(['only', 'skip', 'fixme', 'fail', 'failing', 'concurrent', 'todo']);

/** `it`, `test`, `it.only`, `test.concurrent.skip`... : true when `callee` declares a test. */
function isTestCallee(callee: ts.Expression): boolean {
  if (ts.isIdentifier(callee)) return callee.text === 'it' || callee.text === 'test';
  if (ts.isPropertyAccessExpression(callee)) return MODIFIERS.has(callee.name.text) && isTestCallee(callee.expression);
  return false;
}

/** `it.each(table)` or `` it.each`table` ``: the table's node, when `callee` is one. */
function eachTableNode(callee: ts.Expression): ts.Node | undefined {
  if (ts.isCallExpression(callee) && ts.isPropertyAccessExpression(callee.expression) && callee.expression.name.text === 'each')
    return isTestCallee(callee.expression.expression) ? callee.arguments[0] : undefined;
  return undefined;
}

/** `it.each(table)` or `` it.each`table` ``: the table's source, when `callee` is one. */
function eachTable(callee: ts.Expression, sf: ts.SourceFile): string | undefined {
  const tableOf = (e: ts.Expression): ts.Node | undefined => {
    if (ts.isCallExpression(e) && ts.isPropertyAccessExpression(e.expression) && e.expression.name.text === 'each')
      return isTestCallee(e.expression.expression) ? e.arguments[0] : undefined;
    if (ts.isTaggedTemplateExpression(e) && ts.isPropertyAccessExpression(e.tag) && e.tag.name.text === 'each')
      return isTestCallee(e.tag.expression) ? e.template : undefined;
    return undefined;
  };
  const table = tableOf(callee);
  if (!table) return undefined;
  // A table passed by name: the const of the same file it names.
  if (ts.isIdentifier(table)) {
    let found: string | undefined;
    const find = (n: ts.Node): void => {
      if (ts.isVariableDeclaration(n) && ts.isIdentifier(n.name) && n.name.text === table.text && n.initializer)
        found = n.initializer.getText(sf);
      else ts.forEachChild(n, find);
    };
    find(sf);
    return found ?? '';
  }
  return table.getText(sf);
}

/** `x as const`, `x satisfies T`, `(x)`: the expression itself. */
function bare(e: ts.Expression): ts.Expression {
  if (ts.isAsExpression(e) || ts.isSatisfiesExpression(e) || ts.isParenthesizedExpression(e)) return bare(e.expression);
  return e;
}

/** The initializer of the variable `name` declares in the file. */
function declared(name: string, sf: ts.SourceFile): ts.Expression | undefined {
  let found: ts.Expression | undefined;
  const find = (n: ts.Node): void => {
    if (found) return;
    if (ts.isVariableDeclaration(n) && ts.isIdentifier(n.name) && n.name.text === name && n.initializer) found = n.initializer;
    else ts.forEachChild(n, find);
  };
  find(sf);
  return found;
}

/**
 * What the leading placeholder is in each row of `table`: a row's first element (an array row), the
 * property `key` (an object row), or the row itself (a string row). A spread of another table
 * (`...rows`, `...rows.map(...)`, `...rows.filter(...)`) counts that table's rows, whose first element the
 * mapped row is assumed to keep first. `null` for a row that is no literal.
 */
function leadsOf(table: ts.Expression | undefined, key: string | undefined, sf: ts.SourceFile, depth = 0): (string | null)[] {
  if (!table || depth > 3) return [null];
  const e = bare(table);
  if (ts.isIdentifier(e)) return leadsOf(declared(e.text, sf), key, sf, depth + 1);
  if (!ts.isArrayLiteralExpression(e)) return [null];
  return e.elements.flatMap((row): (string | null)[] => {
    if (ts.isSpreadElement(row)) {
      let src = bare(row.expression);
      if (ts.isCallExpression(src) && ts.isPropertyAccessExpression(src.expression) && ['map', 'filter'].includes(src.expression.name.text))
        src = src.expression.expression;
      return leadsOf(src, key, sf, depth + 1);
    }
    const r = bare(row);
    let lead: ts.Expression | undefined = r;
    if (ts.isArrayLiteralExpression(r)) lead = r.elements[0];
    else if (ts.isObjectLiteralExpression(r)) {
      const prop = r.properties.find((p) => p.name && ts.isIdentifier(p.name) && p.name.text === key);
      lead = prop && ts.isPropertyAssignment(prop) ? prop.initializer : undefined;
    }
    return [lead && (ts.isStringLiteral(lead) || ts.isNoSubstitutionTemplateLiteral(lead)) ? lead.text : null];
  });
}

/** A placeholder the title starts with: `%s`-style (''), `$key` or `${key}` (the key), or undefined. */
function leadingPlaceholder(title: string): string | undefined {
  if (/^%[sdifjop#]/.test(title)) return '';
  const m = /^\$\{?\s*([A-Za-z_]\w*)/.exec(title);
  return m ? m[1] : undefined;
}

/** The table a test inside `for (const ... of table)` runs over. */
function loopTable(node: ts.Node): ts.Expression | undefined {
  for (let n: ts.Node | undefined = node.parent; n; n = n.parent) if (ts.isForOfStatement(n)) return n.expression;
  return undefined;
}

/** The text of a string or template literal title (`${...}` kept as written), or undefined for any other expression. */
function titleText(arg: ts.Expression | undefined, sf: ts.SourceFile): string | undefined {
  if (!arg) return undefined;
  if (ts.isStringLiteral(arg) || ts.isNoSubstitutionTemplateLiteral(arg)) return arg.text;
  if (ts.isTemplateExpression(arg)) return arg.getText(sf).slice(1, -1);
  return undefined;
}

const isFunction = (e: ts.Expression | undefined) => !!e && (ts.isArrowFunction(e) || ts.isFunctionExpression(e));

/** The tests declared in one file's source. A test whose title is not written as a literal gets '(not a literal: …)'. */
export function titlesIn(file: string, source: string): TestTitle[] {
  const sf = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true, file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const out: TestTitle[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isCallExpression(node)) {
      const table = eachTable(node.expression, sf);
      const declares = table !== undefined || isTestCallee(node.expression);
      const [first, second, third] = node.arguments;
      // A test: a title and its body (Playwright's `test('t', { tag }, fn)` has details between), or `it.todo('t')`.
      // `test.skip(condition, reason)` inside a test is an annotation, not a test: its first argument is no title.
      const todo = ts.isPropertyAccessExpression(node.expression) && node.expression.name.text === 'todo';
      if (declares && first && (todo || isFunction(second) || isFunction(third))) {
        const text = titleText(first, sf);
        const literal = text !== undefined;
        if (literal || !(first.kind === ts.SyntaxKind.TrueKeyword || first.kind === ts.SyntaxKind.FalseKeyword)) {
          const line = sf.getLineAndCharacterOfPosition(first.getStart(sf)).line + 1;
          const key = literal ? leadingPlaceholder(text) : undefined;
          let leads: (string | null)[] | undefined;
          if (key !== undefined) {
            const rows = eachTableNode(node.expression) ?? loopTable(node);
            leads = rows && ts.isExpression(rows) ? leadsOf(rows, key, sf) : [null];
          }
          out.push({
            file,
            line,
            title: literal ? text : `(not a literal: ${first.getText(sf)})`,
            ...(table !== undefined ? { table } : {}),
            ...(leads ? { leads } : {}),
          });
        }
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(sf);
  return out;
}

/** Every test file under `dirs` of `root` (node_modules and generated folders left out). */
export function testFiles(root: string, dirs: readonly string[] = ['src', 'scripts', 'e2e']): string[] {
  const out: string[] = [];
  const walk = (dir: string): void => {
    for (const e of fs.readdirSync(path.join(root, dir), { withFileTypes: true })) {
      const rel = path.join(dir, e.name);
      if (e.isDirectory()) {
        if (!['node_modules', 'report', 'test-results', 'dist'].includes(e.name)) walk(rel);
      } else if (TEST_FILE.test(e.name)) out.push(rel);
    }
  };
  for (const d of dirs) if (fs.existsSync(path.join(root, d))) walk(d);
  return out.sort();
}

/** A requirement ID's shape (REQUIREMENTS.md: `MSG-12`, `OPEN-05`). */
const ID = /^[A-Z][A-Z0-9]*-\d+$/;

/** The tags and IDs a title starts with: `[MSG-12] [PERF]`, `[AUTH-01, AUTH-02]` → their names; [] when none. */
export function leadingTags(title: string): string[] {
  const m = /^(?:\s*\[[^\]]*\])+/.exec(title);
  if (!m) return [];
  return [...m[0].matchAll(/\[([^\]]*)\]/g)].flatMap((b) => (b[1] ?? '').split(/[\s,]+/).filter(Boolean));
}

/**
 * What is wrong with a title's start, or [] when nothing is: it must start with requirement IDs that
 * exist (`ids`) or tags of the README's list (`tags`); a title that starts with a placeholder is held to
 * what the placeholder is in every row of its table.
 */
export function titleProblems(t: Pick<TestTitle, 'title' | 'leads'>, ids: ReadonlySet<string>, tags: ReadonlySet<string>): string[] {
  const check = (start: string, where: string): string[] => {
    const names = leadingTags(start);
    if (names.length === 0) return [`${where}starts with no requirement ID nor tag`];
    return names.flatMap((n) => {
      if (ID.test(n) && ids.has(n)) return [];
      if (tags.has(n)) return [];
      return [ID.test(n) ? `${where}[${n}] is no ID of REQUIREMENTS.md` : `${where}[${n}] is no tag of the README's list`];
    });
  };
  if (!t.leads) return check(t.title, '');
  return t.leads.flatMap((lead, i) =>
    lead === null ? [`row ${i + 1}: its title's placeholder is no literal (write the ID in the title)`] : check(lead, `row ${i + 1}: `),
  );
}
