import ts from 'typescript';

/** A message id written in code, with its 1-based line. */
export interface MessageIdUse {
  readonly id: string;
  readonly line: number;
}

/** Calls whose first argument is a message id: `useMessage('x')`, `messageId('x')`, `t('x')`. */
const ID_CALLS = new Set(['useMessage', 'messageId', 't']);
/** Calls whose first argument is a descriptor `{ id: 'x' }`: `intl.formatMessage({ id: 'x' })`. */
const DESCRIPTOR_CALLS = new Set(['formatMessage']);
/** Components whose `id` attribute is a message id: `<Message id="x" />`. */
const ID_COMPONENTS = new Set(['Message', 'FormattedMessage']);

function stringValue(node: ts.Node | undefined): string | null {
  if (node && ts.isJsxExpression(node)) return stringValue(node.expression);
  return node && (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) ? node.text : null;
}

function calleeName(call: ts.CallExpression): string | null {
  const callee = call.expression;
  if (ts.isIdentifier(callee)) return callee.text;
  if (ts.isPropertyAccessExpression(callee)) return callee.name.text;
  return null;
}

/**
 * The message-id convention (README, "Using messages in code"): an id is a string literal in one of
 * `intl.formatMessage({ id: 'x' })`, `<Message id="x" />`, `useMessage('x')`, `messageId('x')`, `t('x')`, or a value
 * of an object literal typed `satisfies Record<K, MessageId>`.
 * Ids built at run time are not found, which is why the convention forbids them. Reads the syntax tree, so
 * comments and look-alike strings are ignored.
 *
 * @example
 * findMessageIds("intl.formatMessage({ id: 'errors.required' })"); // [{ id: 'errors.required', line: 1 }]
 */
export function findMessageIds(code: string): MessageIdUse[] {
  const file = ts.createSourceFile('code.tsx', code, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const uses: MessageIdUse[] = [];
  const add = (id: string | null, node: ts.Node) => {
    if (id !== null)
      uses.push({ id, line: file.getLineAndCharacterOfPosition(node.getStart(file)).line + 1 });
  };
  const addTableValues = (node: ts.Node): void => {
    const table = ts.isAsExpression(node) ? node.expression : node;
    if (!ts.isObjectLiteralExpression(table)) return;
    for (const property of table.properties) {
      if (ts.isPropertyAssignment(property)) add(stringValue(property.initializer), property);
    }
  };
  const visit = (node: ts.Node): void => {
    if (ts.isCallExpression(node)) {
      const name = calleeName(node);
      const [first] = node.arguments;
      // `t` is only a bare function: `i18n.t(...)` or `obj.t(...)` belong to other libraries.
      const bareOrMethod = name === 't' ? ts.isIdentifier(node.expression) : true;
      if (name && ID_CALLS.has(name) && bareOrMethod) add(stringValue(first), node);
      if (name && DESCRIPTOR_CALLS.has(name) && first && ts.isObjectLiteralExpression(first)) {
        for (const property of first.properties) {
          if (ts.isPropertyAssignment(property) && property.name.getText(file) === 'id') {
            add(stringValue(property.initializer), property);
          }
        }
      }
    }
    // A table of ids: `{ title: 'offer.title' } as const satisfies Record<string, MessageId>`.
    if (ts.isSatisfiesExpression(node) && /\bMessageId\b/.test(node.type.getText(file))) {
      addTableValues(node.expression);
    }
    if (
      (ts.isJsxSelfClosingElement(node) || ts.isJsxOpeningElement(node)) &&
      ID_COMPONENTS.has(node.tagName.getText(file))
    ) {
      for (const attribute of node.attributes.properties) {
        if (ts.isJsxAttribute(attribute) && attribute.name.getText(file) === 'id') {
          add(stringValue(attribute.initializer), attribute);
        }
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return uses;
}
