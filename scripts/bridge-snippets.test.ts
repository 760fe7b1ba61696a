// The code of docs/bridge-integration.md is code that compiles: each fenced kotlin block is a verbatim part of
// the Kotlin snippets file, which scripts/bridge-kotlin.sh compiles with the module (npm test), and each swift
// block a verbatim part of the Swift package's snippets target, built by `swift build` where Swift is.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DOCS_DIR } from './bridge-contract';

const GUIDE = readFileSync(join(DOCS_DIR, 'bridge-integration.md'), 'utf8');
const SOURCES = {
  kotlin: readFileSync(join(DOCS_DIR, 'bridge/kotlin/src/snippets/kotlin/Snippets.kt'), 'utf8'),
  swift: readFileSync(join(DOCS_DIR, 'bridge/swift/Snippets/CashierWebView.swift'), 'utf8'),
};

/** The fenced blocks of a language in a markdown text. */
const blocks = (markdown: string, lang: string): string[] =>
  [...markdown.matchAll(new RegExp(`^\`\`\`${lang}\\n([\\s\\S]*?)^\`\`\`$`, 'gm'))].map((m) => m[1]!);

describe("the integration guide's snippets", () => {
  it.each(['kotlin', 'swift'] as const)('every %s block is a verbatim part of the compiled snippets', (lang) => {
    const found = blocks(GUIDE, lang);
    // Registering with the origin check, decoding and answering, the in-app browser.
    expect(found.length).toBeGreaterThanOrEqual(3);
    for (const block of found) expect(SOURCES[lang], `not in the ${lang} snippets:\n${block}`).toContain(block);
  });

  it('show the origin check, the registration and the answers on both platforms', () => {
    const kotlin = blocks(GUIDE, 'kotlin').join('\n');
    const swift = blocks(GUIDE, 'swift').join('\n');
    for (const api of [
      'addWebMessageListener',
      'setOf(CASHIER_ORIGIN)',
      'addJavascriptInterface',
      'decodeBridgeMessage(',
      'evaluateJavascript',
      'StatusBarHeightAnswer',
      'GooglePayEligibilityAnswer',
      'BridgeMessage.Unknown',
    ])
      expect(kotlin).toContain(api);
    for (const api of [
      'WKScriptMessageHandler',
      'frameInfo.securityOrigin',
      'BridgeMessage.decode(body:',
      'evaluateJavaScript',
      'StatusBarHeightAnswer',
      'ApplePayEligibilityAnswer',
      '.unknown(',
    ])
      expect(swift).toContain(api);
  });

  it('finds a block that is not in the snippets', () => {
    const edited = `${GUIDE}\n\`\`\`kotlin\nfun notCompiled() = 1\n\`\`\`\n`;
    const last = blocks(edited, 'kotlin').at(-1)!;
    expect(last).toBe('fun notCompiled() = 1\n');
    expect(SOURCES.kotlin).not.toContain(last);
  });
});
