/**
 * Finds English (or any) text written straight into the web app's components instead of going
 * through `t()` (issue 23: "a test fails when a visible English text is hard-coded in a component").
 *
 * What counts as visible text, by rule:
 * - JSX text and string literals placed as JSX children;
 * - string literals (also inside conditionals and templates) in props a person reads or hears:
 *   `placeholder`, `aria-label`, `title`, `alt`, `label` and any `…Label`, and the kit's text props
 *   (`subtitle`, `hint`, `message`, `error`, `empty`, `text`, `noun`, `description`, `heading`);
 * - string literals passed to `toast.*()`, `confirm()` and `alert()`;
 * - any use of the domain's English `MESSAGES` in a component (they reach people through `t('messages.…')`).
 * Text with a letter counts; the shop's name and brand names of the payment and sign-in providers
 * are names in every language, and keys passed to `t()`/`Trans` are not texts.
 */
import ts from 'typescript';

export type Finding = { file: string; line: number; text: string };

const VISIBLE_PROP = /^(aria-label|aria-roledescription|aria-valuetext|placeholder|title|alt|label|[a-z]+Label|subtitle|hint|message|error|empty|text|noun|description|heading)$/;
/** Names that are the same in every language. */
const NAMES = /\b(PhoneXport|PayPal|Google|USD|WhatsApp)\b/g;
const LETTER = /\p{L}/u;

const isText = (s: string) => LETTER.test(s.replace(NAMES, ''));

function literalsIn(node: ts.Node, out: { node: ts.Node; text: string }[]): void {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) {
    out.push({ node, text: node.text });
    return;
  }
  if (ts.isTemplateExpression(node)) {
    const parts = [node.head.text, ...node.templateSpans.map((s) => s.literal.text)].join(' ');
    out.push({ node, text: parts });
    for (const span of node.templateSpans) literalsIn(span.expression, out);
    return;
  }
  // A key given to t() is not a text; JSX inside is checked on its own.
  if (ts.isCallExpression(node)) {
    const callee = node.expression.getText();
    if (/^(t|translate|i18n\.t)$/.test(callee)) return;
    // Classes, keys, formats and comparisons inside calls are not read by anyone.
    return;
  }
  if (ts.isJsxElement(node) || ts.isJsxSelfClosingElement(node) || ts.isJsxFragment(node)) return;
  if (ts.isBinaryExpression(node) && [ts.SyntaxKind.EqualsEqualsEqualsToken, ts.SyntaxKind.ExclamationEqualsEqualsToken].includes(node.operatorToken.kind)) return;
  if (ts.isConditionalExpression(node)) {
    literalsIn(node.whenTrue, out);
    literalsIn(node.whenFalse, out);
    return;
  }
  ts.forEachChild(node, (child) => literalsIn(child, out));
}

/** The hard-coded visible texts of one .tsx source. */
export function hardCodedTexts(file: string, source: string): Finding[] {
  const sf = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const findings: Finding[] = [];
  const add = (node: ts.Node, text: string) => {
    if (!isText(text)) return;
    findings.push({ file, line: sf.getLineAndCharacterOfPosition(node.getStart(sf)).line + 1, text: text.trim().replace(/\s+/g, ' ') });
  };
  const visit = (node: ts.Node): void => {
    if (ts.isJsxText(node)) add(node, node.text);
    else if (ts.isJsxExpression(node) && node.expression && (ts.isJsxElement(node.parent) || ts.isJsxFragment(node.parent))) {
      const lits: { node: ts.Node; text: string }[] = [];
      literalsIn(node.expression, lits);
      for (const l of lits) add(l.node, l.text);
    } else if (ts.isJsxAttribute(node) && VISIBLE_PROP.test(node.name.getText(sf)) && node.initializer) {
      const lits: { node: ts.Node; text: string }[] = [];
      if (ts.isStringLiteral(node.initializer)) lits.push({ node: node.initializer, text: node.initializer.text });
      else if (ts.isJsxExpression(node.initializer) && node.initializer.expression) literalsIn(node.initializer.expression, lits);
      for (const l of lits) add(l.node, l.text);
    } else if (ts.isCallExpression(node) && /^(toast\.\w+|toast|confirm|alert|window\.confirm|window\.alert)$/.test(node.expression.getText(sf))) {
      for (const arg of node.arguments) {
        const lits: { node: ts.Node; text: string }[] = [];
        if (ts.isObjectLiteralExpression(arg)) {
          for (const p of arg.properties) if (ts.isPropertyAssignment(p) && /^(description|title|label)$/.test(p.name.getText(sf))) literalsIn(p.initializer, lits);
        } else literalsIn(arg, lits);
        for (const l of lits) add(l.node, l.text);
      }
    } else if (ts.isPropertyAccessExpression(node) && node.expression.getText(sf) === 'MESSAGES') {
      findings.push({ file, line: sf.getLineAndCharacterOfPosition(node.getStart(sf)).line + 1, text: node.getText(sf) });
    }
    ts.forEachChild(node, visit);
  };
  visit(sf);
  return findings;
}
