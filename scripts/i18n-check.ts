// i18n check (`npm run i18n:check`): runs the Lingui extraction (`lingui extract --clean`, as `npm run
// i18n:extract` does) so the catalogs reflect the code, then exits 1 naming every problem:
//   - a catalog file that the extraction changed (ignoring the header's date lines): the committed catalog
//     was not updated with the code;
//   - a message of the source (en) catalog without a non-empty translation in another locale;
//   - a translation whose placeholders ({name}, ICU arguments) or tags (<0>, </0>, <0/>) differ from its source.
// The pure parts (po parsing, placeholder comparison, missing detection, catalog comparison) are exported and
// tested in scripts/i18n-check.test.ts.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

// ---------------------------------------------------------------------------------------------------------
// .po parsing

export interface PoEntry {
  msgid: string;
  msgctxt?: string;
  msgidPlural?: string;
  /** msgstr, or msgstr[0..n] for a plural entry. */
  msgstr: string[];
  /** Extracted comments (`#.`), e.g. "js-lingui-explicit-id". */
  extractedComments: string[];
  /** Source references (`#:`). */
  references: string[];
  flags: string[];
  /** An obsolete entry (`#~`), kept by `lingui extract` without --clean. */
  obsolete: boolean;
}

export interface PoFile {
  /** The header entry's fields (msgid ""), e.g. { Language: 'fr' }. */
  headers: Record<string, string>;
  entries: PoEntry[];
}

export class PoParseError extends Error {}

function unquote(raw: string, lineNo: number): string {
  const m = /^"(.*)"\s*$/.exec(raw.trim());
  if (!m) throw new PoParseError(`line ${lineNo}: expected a quoted string, got ${raw.trim()}`);
  const body = m[1] ?? '';
  let out = '';
  for (let i = 0; i < body.length; i++) {
    const c = body[i]!;
    if (c !== '\\') {
      if (c === '"') throw new PoParseError(`line ${lineNo}: unescaped quote`);
      out += c;
      continue;
    }
    const n = body[++i];
    switch (n) {
      case 'n':
        out += '\n';
        break;
      case 't':
        out += '\t';
        break;
      case 'r':
        out += '\r';
        break;
      case '"':
        out += '"';
        break;
      case '\\':
        out += '\\';
        break;
      default:
        throw new PoParseError(`line ${lineNo}: unknown escape \\${n ?? ''}`);
    }
  }
  return out;
}

/** Parses the text of a .po file (gettext format, as @lingui/format-po writes it). */
export function parsePo(text: string): PoFile {
  const lines = text.replace(/\r\n?/g, '\n').split('\n');
  const entries: PoEntry[] = [];
  let headers: Record<string, string> = {};
  let cur: PoEntry | null = null;
  let sawKeyword = false;
  // Which string a continuation line ("...") appends to.
  let target: { key: 'msgid' | 'msgctxt' | 'msgidPlural' } | { key: 'msgstr'; index: number } | null = null;

  const fresh = (): PoEntry => ({ msgid: '', msgstr: [], extractedComments: [], references: [], flags: [], obsolete: false });
  const finish = () => {
    if (cur && sawKeyword) {
      if (cur.msgid === '' && cur.msgctxt === undefined && !cur.obsolete) headers = parseHeaders(cur.msgstr[0] ?? '');
      else entries.push(cur);
    }
    cur = null;
    sawKeyword = false;
    target = null;
  };

  lines.forEach((rawLine, idx) => {
    const lineNo = idx + 1;
    let line = rawLine.trim();
    if (line === '') {
      finish();
      return;
    }
    let obsolete = false;
    if (line.startsWith('#~')) {
      obsolete = true;
      line = line.slice(2).trim();
    } else if (line.startsWith('#')) {
      // A comment after the keywords starts a new entry (entries without a blank line between them).
      if (sawKeyword) finish();
      cur ??= fresh();
      if (line.startsWith('#.')) cur.extractedComments.push(line.slice(2).trim());
      else if (line.startsWith('#:')) cur.references.push(...line.slice(2).trim().split(/\s+/).filter(Boolean));
      else if (line.startsWith('#,'))
        cur.flags.push(
          ...line
            .slice(2)
            .split(',')
            .map((f) => f.trim())
            .filter(Boolean),
        );
      return;
    }
    const kw = /^(msgctxt|msgid_plural|msgid|msgstr(?:\[(\d+)\])?)\s+(".*)$/.exec(line);
    if (kw) {
      const [, keyword, index, rest] = kw;
      // A msgctxt or msgid after a msgstr starts the next entry.
      if ((keyword === 'msgid' || keyword === 'msgctxt') && cur && sawKeyword && (cur as PoEntry).msgstr.length > 0) finish();
      cur ??= fresh();
      if (obsolete) cur.obsolete = true;
      sawKeyword = true;
      const value = unquote(rest!, lineNo);
      if (keyword === 'msgctxt') {
        cur.msgctxt = value;
        target = { key: 'msgctxt' };
      } else if (keyword === 'msgid') {
        cur.msgid = value;
        target = { key: 'msgid' };
      } else if (keyword === 'msgid_plural') {
        cur.msgidPlural = value;
        target = { key: 'msgidPlural' };
      } else {
        const i = index === undefined ? 0 : Number(index);
        cur.msgstr[i] = value;
        target = { key: 'msgstr', index: i };
      }
      return;
    }
    if (line.startsWith('"')) {
      if (!cur || !target) throw new PoParseError(`line ${lineNo}: string continuation outside an entry`);
      const value = unquote(line, lineNo);
      const t = target as { key: string; index?: number };
      if (t.key === 'msgstr') cur.msgstr[t.index!] = (cur.msgstr[t.index!] ?? '') + value;
      else if (t.key === 'msgid') cur.msgid += value;
      else if (t.key === 'msgctxt') cur.msgctxt = (cur.msgctxt ?? '') + value;
      else cur.msgidPlural = (cur.msgidPlural ?? '') + value;
      return;
    }
    throw new PoParseError(`line ${lineNo}: unexpected ${line}`);
  });
  finish();
  return { headers, entries };
}

function parseHeaders(text: string): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const line of text.split('\n')) {
    const i = line.indexOf(':');
    if (i > 0) headers[line.slice(0, i).trim()] = line.slice(i + 1).trim();
  }
  return headers;
}

/** The key of an entry in its catalog: context and id. */
export function entryKey(e: Pick<PoEntry, 'msgid' | 'msgctxt'>): string {
  return e.msgctxt === undefined ? e.msgid : `${e.msgctxt}\u0004${e.msgid}`;
}

/** How an entry is named in a report. */
export function entryLabel(e: Pick<PoEntry, 'msgid' | 'msgctxt'>): string {
  return e.msgctxt === undefined ? JSON.stringify(e.msgid) : `${JSON.stringify(e.msgid)} (context ${JSON.stringify(e.msgctxt)})`;
}

// ---------------------------------------------------------------------------------------------------------
// Placeholders

export interface Placeholders {
  /** Argument names ({name}, {count, plural, ...}), sorted, each once. */
  names: string[];
  /** Tags (<0>, </0>, <0/>), sorted, each as often as it occurs. */
  tags: string[];
}

export class MessageSyntaxError extends Error {}

const BRANCHING = new Set(['plural', 'select', 'selectordinal']);

/**
 * The placeholders of a message in Lingui's ICU MessageFormat syntax: the argument names, including those
 * inside plural/select branches (but not the branch texts), and the numbered tags of <Trans> children.
 * Throws MessageSyntaxError on unbalanced braces.
 */
export function extractPlaceholders(message: string): Placeholders {
  const names = new Set<string>();
  const tags: string[] = [];
  let i = 0;

  // Reads text until a '}' that closes the enclosing argument (or the end at top level).
  const readText = (inBranch: boolean): void => {
    while (i < message.length) {
      const c = message[i]!;
      if (c === "'") {
        const next = message[i + 1];
        if (next === "'") {
          i += 2;
        } else if (next === '{' || next === '}' || (inBranch && next === '#')) {
          // ICU quoting: '{literal}' up to the next single quote.
          const end = message.indexOf("'", i + 1);
          i = end === -1 ? message.length : end + 1;
        } else {
          i++;
        }
      } else if (c === '{') {
        i++;
        readArgument();
      } else if (c === '}') {
        if (inBranch) return;
        throw new MessageSyntaxError(`unmatched "}" at ${i} in ${JSON.stringify(message)}`);
      } else if (c === '<') {
        const tag = /^<(\/?)([A-Za-z0-9_]+)\s*(\/?)>/.exec(message.slice(i));
        if (tag) {
          tags.push(tag[0].replace(/\s+/g, ''));
          i += tag[0].length;
        } else {
          i++;
        }
      } else {
        i++;
      }
    }
    if (inBranch) throw new MessageSyntaxError(`unclosed "{" in ${JSON.stringify(message)}`);
  };

  // After '{': name [, type [, style | branches]] '}'.
  const readArgument = (): void => {
    const head = /^\s*([^\s,{}]+)\s*([,}])/.exec(message.slice(i));
    if (!head) throw new MessageSyntaxError(`bad argument at ${i} in ${JSON.stringify(message)}`);
    names.add(head[1]!);
    i += head[0].length;
    if (head[2] === '}') return;
    const type = /^\s*([A-Za-z]+)\s*/.exec(message.slice(i));
    if (!type) throw new MessageSyntaxError(`bad argument type at ${i} in ${JSON.stringify(message)}`);
    i += type[0].length;
    if (!BRANCHING.has(type[1]!)) {
      // {n, number}, {d, date, short}, {n, number, ::currency/EUR}: skip to the closing brace.
      let depth = 1;
      while (i < message.length && depth > 0) {
        if (message[i] === '{') depth++;
        else if (message[i] === '}') depth--;
        i++;
      }
      if (depth > 0) throw new MessageSyntaxError(`unclosed "{" in ${JSON.stringify(message)}`);
      return;
    }
    if (message[i] !== ',') throw new MessageSyntaxError(`expected "," after ${type[1]} in ${JSON.stringify(message)}`);
    i++;
    // Branches: (offset:N)? (key {text})+ '}'
    for (;;) {
      const ws = /^\s*/.exec(message.slice(i))!;
      i += ws[0].length;
      if (message[i] === '}') {
        i++;
        return;
      }
      const key = /^(offset:\s*\d+|=?[^\s{}]+)\s*/.exec(message.slice(i));
      if (!key) throw new MessageSyntaxError(`bad branch at ${i} in ${JSON.stringify(message)}`);
      i += key[0].length;
      if (key[1]!.startsWith('offset:')) continue;
      if (message[i] !== '{') throw new MessageSyntaxError(`expected "{" after ${key[1]} in ${JSON.stringify(message)}`);
      i++;
      readText(true);
      i++; // the branch's '}'
    }
  };

  readText(false);
  return { names: [...names].sort(), tags: tags.sort() };
}

/** What differs between the placeholders of a source message and of its translation; empty when they match. */
export function comparePlaceholders(source: string, translation: string): string[] {
  let src: Placeholders;
  try {
    src = extractPlaceholders(source);
  } catch (err) {
    return [`source message is malformed: ${(err as Error).message}`];
  }
  let tr: Placeholders;
  try {
    tr = extractPlaceholders(translation);
  } catch (err) {
    return [`translation is malformed: ${(err as Error).message}`];
  }
  const problems: string[] = [];
  for (const n of src.names) if (!tr.names.includes(n)) problems.push(`missing {${n}}`);
  for (const n of tr.names) if (!src.names.includes(n)) problems.push(`unexpected {${n}}`);
  const count = (list: string[]) => list.reduce((m, t) => m.set(t, (m.get(t) ?? 0) + 1), new Map<string, number>());
  const srcTags = count(src.tags);
  const trTags = count(tr.tags);
  for (const tag of new Set([...srcTags.keys(), ...trTags.keys()])) {
    const a = srcTags.get(tag) ?? 0;
    const b = trTags.get(tag) ?? 0;
    if (a > b) problems.push(`missing ${tag}${a > 1 ? ` (${a} in source, ${b} in translation)` : ''}`);
    else if (b > a) problems.push(`unexpected ${tag}${b > 1 || a > 0 ? ` (${a} in source, ${b} in translation)` : ''}`);
  }
  return problems;
}

// ---------------------------------------------------------------------------------------------------------
// Translation problems

export interface Problem {
  locale: string;
  msgid: string;
  msgctxt?: string;
  kind: 'missing' | 'placeholders' | 'no-source-text';
  detail: string;
}

/** The source text of an entry of the source catalog: its msgstr, or its msgid when there is none. */
export function sourceText(e: PoEntry): string {
  return e.msgstr[0] || e.msgid;
}

function isExplicitId(e: PoEntry): boolean {
  return e.extractedComments.some((c) => c === 'js-lingui-explicit-id');
}

/**
 * Every message of the source catalog that a locale does not translate (no entry, or an empty msgstr / an
 * empty plural form), and every translation whose placeholders differ from the source text's. Also a message
 * with an explicit id (`msg({ id, message })`) whose source catalog entry has no text. Obsolete entries are ignored.
 */
export function findProblems(source: PoFile, translations: Record<string, PoFile>, sourceLocale = 'en'): Problem[] {
  const problems: Problem[] = [];
  const live = (f: PoFile) => f.entries.filter((e) => !e.obsolete);
  const sourceEntries = live(source);
  for (const e of sourceEntries) {
    if (isExplicitId(e) && !e.msgstr[0]) {
      problems.push({ locale: sourceLocale, msgid: e.msgid, msgctxt: e.msgctxt, kind: 'no-source-text', detail: 'explicit id without a source text' });
    }
  }
  for (const [locale, file] of Object.entries(translations)) {
    const byKey = new Map(live(file).map((e) => [entryKey(e), e]));
    for (const e of sourceEntries) {
      const t = byKey.get(entryKey(e));
      const forms = t?.msgstr ?? [];
      const at = { locale, msgid: e.msgid, ...(e.msgctxt === undefined ? {} : { msgctxt: e.msgctxt }) };
      if (!t || forms.length === 0 || forms.some((s) => s === undefined || s.trim() === '')) {
        problems.push({ ...at, kind: 'missing', detail: 'no translation' });
        continue;
      }
      const src = sourceText(e);
      for (const form of forms) {
        const diff = comparePlaceholders(src, form);
        if (diff.length) problems.push({ ...at, kind: 'placeholders', detail: `${diff.join(', ')} in ${JSON.stringify(form)}` });
      }
    }
  }
  return problems;
}

export function formatProblem(p: Problem): string {
  return `  [${p.locale}] ${entryLabel(p)}: ${p.detail}`;
}

// ---------------------------------------------------------------------------------------------------------
// Catalog freshness

/** A catalog's text as compared before/after extraction: without the header's date lines, LF line ends. */
export function normalizeCatalog(text: string): string {
  return text
    .replace(/\r\n?/g, '\n')
    .split('\n')
    .filter((line) => !/^"(POT-Creation-Date|PO-Revision-Date):.*"$/.test(line.trim()))
    .join('\n');
}

/** Whether extraction changed a catalog, and if so how (for the report); null when it did not. */
export function describeCatalogChange(before: string | null, after: string | null): string | null {
  if (before === null && after === null) return null;
  if (before === null) return 'created by the extraction (it was not on disk)';
  if (after === null) return 'removed by the extraction';
  if (normalizeCatalog(before) === normalizeCatalog(after)) return null;
  let a: PoFile;
  let b: PoFile;
  try {
    a = parsePo(before);
    b = parsePo(after);
  } catch {
    return 'content changed';
  }
  const keys = (f: PoFile) => new Map(f.entries.filter((e) => !e.obsolete).map((e) => [entryKey(e), e]));
  const ka = keys(a);
  const kb = keys(b);
  const added = [...kb.keys()].filter((k) => !ka.has(k));
  const removed = [...ka.keys()].filter((k) => !kb.has(k));
  const obsoleteBefore = a.entries.filter((e) => e.obsolete).length;
  const obsoleteAfter = b.entries.filter((e) => e.obsolete).length;
  const show = (list: string[]) =>
    list
      .slice(0, 10)
      .map((k) => JSON.stringify(k.replace('\u0004', ' | ')))
      .join(', ') + (list.length > 10 ? ', …' : '');
  const parts: string[] = [];
  if (added.length) parts.push(`${added.length} message(s) added: ${show(added)}`);
  if (removed.length) parts.push(`${removed.length} message(s) removed: ${show(removed)}`);
  if (obsoleteBefore !== obsoleteAfter) parts.push(`${obsoleteBefore - obsoleteAfter} obsolete entr(y/ies) dropped`);
  if (!parts.length) {
    const changedText = [...kb].filter(([k, e]) => ka.get(k)!.msgstr.join('\u0000') !== e.msgstr.join('\u0000'));
    if (changedText.length) parts.push(`${changedText.length} message text(s) changed: ${show(changedText.map(([k]) => k))}`);
    else parts.push('source references, comments or formatting changed');
  }
  return parts.join('; ');
}

// ---------------------------------------------------------------------------------------------------------
// The check

export interface CatalogFiles {
  sourceLocale: string;
  /** locale -> absolute .po path */
  files: Record<string, string>;
}

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');

async function catalogFiles(root: string): Promise<CatalogFiles> {
  const { getConfig } = await import('@lingui/conf');
  const config = getConfig({ cwd: root });
  const format = config.format as unknown;
  const isPo =
    format === undefined ||
    format === 'po' ||
    (typeof format === 'object' && format !== null && (format as { catalogExtension?: string }).catalogExtension === '.po');
  if (!isPo) {
    throw new Error(`i18n-check reads .po catalogs, but lingui.config uses format ${JSON.stringify(config.format)}`);
  }
  const files: Record<string, string> = {};
  for (const catalog of config.catalogs ?? []) {
    if (catalog.path.includes('{name}')) throw new Error(`i18n-check does not support {name} in catalog paths (${catalog.path})`);
    for (const locale of config.locales) {
      const key = (config.catalogs ?? []).length > 1 ? `${locale}:${catalog.path}` : locale;
      files[key] = resolve(root, `${catalog.path.replace(/\{locale\}/g, locale)}.po`);
    }
  }
  return { sourceLocale: config.sourceLocale ?? 'en', files };
}

/** The `lingui` executable of the installed @lingui/cli (its package.json is not exported, so walk up to it). */
function linguiBin(): string {
  const require = createRequire(import.meta.url);
  let dir = dirname(require.resolve('@lingui/cli'));
  for (;;) {
    const pkgPath = resolve(dir, 'package.json');
    if (existsSync(pkgPath)) {
      const pkg = JSON.parse(readFileSync(pkgPath, 'utf8')) as { name?: string; bin?: string | Record<string, string> };
      if (pkg.name === '@lingui/cli' && pkg.bin) return resolve(dir, typeof pkg.bin === 'string' ? pkg.bin : pkg.bin.lingui!);
    }
    const parent = dirname(dir);
    if (parent === dir) throw new Error('cannot find the lingui executable of @lingui/cli');
    dir = parent;
  }
}

function runExtraction(root: string): { ok: boolean; output: string } {
  const bin = linguiBin();
  const result = spawnSync(process.execPath, [bin, 'extract', '--clean'], {
    cwd: root,
    encoding: 'utf8',
    env: { ...process.env, FORCE_COLOR: '0' },
  });
  const output = `${result.stdout ?? ''}${result.stderr ?? ''}${result.error ? String(result.error) : ''}`;
  return { ok: result.status === 0, output };
}

const read = (file: string) => (existsSync(file) ? readFileSync(file, 'utf8') : null);

async function main(): Promise<number> {
  const { sourceLocale, files } = await catalogFiles(ROOT);
  const rel = (f: string) => relative(ROOT, f);

  const before = new Map(Object.values(files).map((f) => [f, read(f)]));
  const extraction = runExtraction(ROOT);
  if (!extraction.ok) {
    console.error(`i18n: \`lingui extract --clean\` failed:\n${extraction.output}`);
    return 1;
  }
  const after = new Map(Object.values(files).map((f) => [f, read(f)]));

  const stale: string[] = [];
  for (const f of Object.values(files)) {
    const change = describeCatalogChange(before.get(f) ?? null, after.get(f) ?? null);
    if (change) stale.push(`  ${rel(f)}: ${change}`);
  }

  const problems: Problem[] = [];
  const parsed: Record<string, PoFile> = {};
  const unreadable: string[] = [];
  for (const [locale, f] of Object.entries(files)) {
    const text = after.get(f);
    if (text == null) {
      unreadable.push(`  ${rel(f)}: missing`);
      continue;
    }
    try {
      parsed[locale] = parsePo(text);
    } catch (err) {
      unreadable.push(`  ${rel(f)}: ${(err as Error).message}`);
    }
  }
  const source = parsed[sourceLocale];
  if (source) {
    const translations = Object.fromEntries(Object.entries(parsed).filter(([l]) => l !== sourceLocale));
    problems.push(...findProblems(source, translations, sourceLocale));
  }

  let failed = false;
  if (unreadable.length) {
    failed = true;
    console.error(`i18n: unreadable catalog(s):\n${unreadable.join('\n')}`);
  }
  if (stale.length) {
    failed = true;
    console.error(`i18n: the catalogs on disk did not match the code; the extraction has now updated them (review and commit them):\n${stale.join('\n')}`);
  }
  const missing = problems.filter((p) => p.kind !== 'placeholders');
  const placeholders = problems.filter((p) => p.kind === 'placeholders');
  if (missing.length) {
    failed = true;
    console.error(`i18n: ${missing.length} untranslated message(s):\n${missing.map(formatProblem).join('\n')}`);
  }
  if (placeholders.length) {
    failed = true;
    console.error(`i18n: ${placeholders.length} translation(s) whose placeholders differ from the source:\n${placeholders.map(formatProblem).join('\n')}`);
  }
  if (failed) return 1;
  const count = source ? source.entries.filter((e) => !e.obsolete).length : 0;
  console.log(
    `i18n: ${count} messages, translated in ${Object.keys(parsed)
      .filter((l) => l !== sourceLocale)
      .join(', ')}; catalogs up to date`,
  );
  return 0;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().then(
    (code) => process.exit(code),
    (err) => {
      console.error(err);
      process.exit(1);
    },
  );
}
