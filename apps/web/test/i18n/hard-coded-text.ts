/**
 * Finds text written straight into the web app's components instead of going through `t()`
 * (issue 23: "a test fails when a visible English text is hard-coded in a component"; decision 056).
 *
 * What counts as visible text, by rule:
 * - JSX text, and string literals placed as JSX children (also inside conditionals and templates);
 * - string literals in props a person reads or hears: `placeholder`, `aria-label`, `title`, `alt`,
 *   `label` and any `…Label`, a table column's `header`, a dialog's `titles`, and the kit's text
 *   props (`subtitle`, `hint`, `message`, `error`, `empty`, `text`, `noun`, `description`,
 *   `heading`), and the same names as object properties
 *   (`{ label: 'My Orders' }`) and as parameter defaults (`cancelLabel = 'Cancel'`);
 * - string literals starting with a capital letter passed to a function inside JSX
 *   (`field('email', 'Email')`): class names, keys and codes are lower case;
 * - string literals passed to `toast.*()`, `confirm()` and `alert()`;
 * - the domain's English constants (`MESSAGES`, `*_MESSAGES`, `*_LABELS`, `*_TITLES`…) put into
 *   JSX or a toast as they are: they reach people through `t('…')`, `domainText(…)` or another
 *   translating call.
 * Text with a letter counts. Not text: keys given to `t()`/`translate()`/`Trans`, comparisons
 * (`status === 'Standard'`), one-letter glyphs, and names that are the same in every language —
 * the shop's and the brands of payment, sign-in and social networks (NAMES). Product data and
 * brands come from the server, never from literals, so they are not seen here.
 */
import ts from 'typescript';

export type Finding = { file: string; line: number; text: string };

const VISIBLE = /^(aria-label|aria-roledescription|aria-valuetext|placeholder|title|titles|alt|label|[a-z]+Label|subtitle|hint|message|error|empty|text|noun|description|heading|header)$/;
/** Names that are the same in every language. */
const NAMES = /\b(PhoneXport|PayPal|Google|Visa|Mastercard|American Express|Facebook|TikTok|Twitter|WhatsApp|USD)\b/g;
const LETTER = /\p{L}/u;
const DOMAIN_TEXT_CONSTANT = /^[A-Z][A-Z0-9_]*(MESSAGES?|LABELS?|TITLES?|TEXTS?|NAMES|COUNTRIES|FAILED)$/;
const TRANSLATING_CALL = /^(t|translate|domainText|translateMessage|i18n\.t)$/;

/** A text key ('footer.myOrders') or a file name's extension ('.pdf'): not shown words. */
const NOT_WORDS = /^([a-z]\w*(\.[\w-]+)+|\.[a-z0-9]+)$/;

const isText = (s: string) => {
  if (NOT_WORDS.test(s.trim())) return false;
  const rest = s.replace(NAMES, '');
  const letters = rest.match(/\p{L}/gu) ?? [];
  return letters.length > 1 && LETTER.test(rest);
};

type Lit = { node: ts.Node; text: string };

/** String literals of an expression that end up shown (not inside calls, keys or comparisons). */
function literalsIn(node: ts.Node, out: Lit[]): void {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) {
    out.push({ node, text: node.text });
    return;
  }
  if (ts.isTemplateExpression(node)) {
    out.push({ node, text: [node.head.text, ...node.templateSpans.map((s) => s.literal.text)].join(' ') });
    for (const span of node.templateSpans) literalsIn(span.expression, out);
    return;
  }
  if (ts.isCallExpression(node) || ts.isJsxElement(node) || ts.isJsxSelfClosingElement(node) || ts.isJsxFragment(node)) return;
  if (ts.isElementAccessExpression(node)) return literalsIn(node.expression, out);
  if (ts.isBinaryExpression(node) && node.operatorToken.kind !== ts.SyntaxKind.BarBarToken && node.operatorToken.kind !== ts.SyntaxKind.QuestionQuestionToken && node.operatorToken.kind !== ts.SyntaxKind.PlusToken && node.operatorToken.kind !== ts.SyntaxKind.AmpersandAmpersandToken) return;
  if (ts.isConditionalExpression(node)) {
    literalsIn(node.whenTrue, out);
    literalsIn(node.whenFalse, out);
    return;
  }
  ts.forEachChild(node, (child) => literalsIn(child, out));
}

/** Uses of the domain's English text constants in an expression, outside any call. */
function domainConstantsIn(node: ts.Node, domainNames: Set<string>, out: Lit[], sf: ts.SourceFile): void {
  if (ts.isCallExpression(node) || ts.isJsxElement(node) || ts.isJsxSelfClosingElement(node)) return;
  if (ts.isIdentifier(node) && domainNames.has(node.text)) {
    out.push({ node, text: node.getText(sf) });
    return;
  }
  ts.forEachChild(node, (child) => domainConstantsIn(child, domainNames, out, sf));
}

/** String literals starting with a capital letter given to functions inside a JSX expression (`field('email', 'Email')`). */
function capitalisedCallArguments(node: ts.Node, out: Lit[], sf: ts.SourceFile): void {
  if (ts.isJsxElement(node) || ts.isJsxSelfClosingElement(node) || ts.isJsxFragment(node)) return;
  if (ts.isCallExpression(node)) {
    const callee = node.expression.getText(sf);
    if (!TRANSLATING_CALL.test(callee)) {
      for (const arg of node.arguments) {
        if ((ts.isStringLiteral(arg) || ts.isNoSubstitutionTemplateLiteral(arg)) && /^\p{Lu}/u.test(arg.text)) out.push({ node: arg, text: arg.text });
      }
    } else return;
  }
  ts.forEachChild(node, (child) => capitalisedCallArguments(child, out, sf));
}

/** The hard-coded visible texts of one .tsx source. */
export function hardCodedTexts(file: string, source: string): Finding[] {
  const sf = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const findings: Finding[] = [];
  const domainNames = new Set<string>();
  for (const st of sf.statements) {
    if (ts.isImportDeclaration(st) && ts.isStringLiteral(st.moduleSpecifier) && st.moduleSpecifier.text.startsWith('@phonexport/domain/')) {
      const named = st.importClause?.namedBindings;
      // Language names are written in their own language (endonyms), the same whatever the interface language.
      if (named && ts.isNamedImports(named)) for (const el of named.elements) if (DOMAIN_TEXT_CONSTANT.test(el.name.text) && el.name.text !== 'LANGUAGE_NAMES') domainNames.add(el.name.text);
    }
  }
  const seen = new Set<number>();
  const add = (node: ts.Node, text: string, always = false) => {
    if (seen.has(node.getStart(sf)) || (!always && !isText(text))) return;
    seen.add(node.getStart(sf));
    findings.push({ file, line: sf.getLineAndCharacterOfPosition(node.getStart(sf)).line + 1, text: text.trim().replace(/\s+/g, ' ') });
  };
  const shown = (expr: ts.Expression) => {
    const lits: Lit[] = [];
    literalsIn(expr, lits);
    for (const l of lits) add(l.node, l.text);
    const consts: Lit[] = [];
    domainConstantsIn(expr, domainNames, consts, sf);
    for (const c of consts) add(c.node, c.text, true);
  };
  const visit = (node: ts.Node): void => {
    if (ts.isJsxText(node)) add(node, node.text);
    else if (ts.isJsxExpression(node) && node.expression && (ts.isJsxElement(node.parent) || ts.isJsxFragment(node.parent))) {
      shown(node.expression);
      const calls: Lit[] = [];
      capitalisedCallArguments(node.expression, calls, sf);
      for (const c of calls) add(c.node, c.text);
    } else if (ts.isJsxAttribute(node) && VISIBLE.test(node.name.getText(sf)) && node.initializer) {
      if (ts.isStringLiteral(node.initializer)) add(node.initializer, node.initializer.text);
      else if (ts.isJsxExpression(node.initializer) && node.initializer.expression) shown(node.initializer.expression);
    } else if (ts.isCallExpression(node) && /^(toast(\.\w+)?|confirm|alert|window\.confirm|window\.alert)$/.test(node.expression.getText(sf))) {
      for (const arg of node.arguments) {
        if (ts.isObjectLiteralExpression(arg)) {
          for (const p of arg.properties) if (ts.isPropertyAssignment(p) && /^(description|title|label)$/.test(p.name.getText(sf))) shown(p.initializer);
        } else shown(arg);
      }
    } else if (ts.isPropertyAssignment(node) && VISIBLE.test(node.name.getText(sf).replace(/['"]/g, '')) && (ts.isStringLiteral(node.initializer) || ts.isNoSubstitutionTemplateLiteral(node.initializer))) {
      // An object's visible text ({ label: 'My Orders' }); a lower-case single word is a code (PayPal's `label: 'pay'`).
      if (!/^[a-z0-9_-]+$/.test(node.initializer.text)) add(node.initializer, node.initializer.text);
    } else if (ts.isParameter(node) && ts.isObjectBindingPattern(node.name)) {
      for (const el of node.name.elements) {
        const name = (el.propertyName ?? el.name).getText(sf);
        if (VISIBLE.test(name) && el.initializer && ts.isStringLiteral(el.initializer)) add(el.initializer, el.initializer.text);
      }
    } else if (ts.isPropertyAccessExpression(node) && node.expression.getText(sf) === 'MESSAGES' && !ts.isCallExpression(node.parent)) {
      add(node, node.getText(sf), true);
    }
    ts.forEachChild(node, visit);
  };
  visit(sf);
  return findings;
}
