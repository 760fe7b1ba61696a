import { describe, expect, it } from 'vitest';
import {
  comparePlaceholders,
  describeCatalogChange,
  extractPlaceholders,
  findProblems,
  formatProblem,
  MessageSyntaxError,
  normalizeCatalog,
  parsePo,
  PoParseError,
} from './i18n-check';

const header = (lang: string, date = '2026-11-22 00:12+0000') => `msgid ""
msgstr ""
"POT-Creation-Date: ${date}\\n"
"MIME-Version: 1.0\\n"
"Content-Type: text/plain; charset=utf-8\\n"
"X-Generator: @lingui/cli\\n"
"Language: ${lang}\\n"
`;

const EN = `${header('en')}
#: src/ui/AmountField.tsx:37
msgid "Amount"
msgstr "Amount"

#. js-lingui-explicit-id
#: src/i18n/error-messages.ts:10
msgid "payment.genericfailure.title"
msgstr "Deposit failed"

#: src/screens/amount/LimitsDialog.tsx:23
msgid "You set a {label} of {total}. This is what you can still deposit in this period."
msgstr "You set a {label} of {total}. This is what you can still deposit in this period."

#: src/screens/amount/AmountScreen.tsx:102
msgid "Left on your {lowestLabel}: <0>{left}</0>"
msgstr "Left on your {lowestLabel}: <0>{left}</0>"
`;

const FR = `${header('fr')}
#: src/ui/AmountField.tsx:37
msgid "Amount"
msgstr "Montant"

#. js-lingui-explicit-id
#: src/i18n/error-messages.ts:10
msgid "payment.genericfailure.title"
msgstr "Échec du dépôt"

#: src/screens/amount/LimitsDialog.tsx:23
msgid "You set a {label} of {total}. This is what you can still deposit in this period."
msgstr "Vous avez fixé une {label} de {total}. Voici ce que vous pouvez encore déposer sur cette période."

#: src/screens/amount/AmountScreen.tsx:102
msgid "Left on your {lowestLabel}: <0>{left}</0>"
msgstr "Reste sur votre {lowestLabel}\u00a0: <0>{left}</0>"
`;

describe('parsePo', () => {
  it('reads the header, entries, comments and references of a Lingui catalog', () => {
    const po = parsePo(EN);
    expect(po.headers.Language).toBe('en');
    expect(po.entries).toHaveLength(4);
    expect(po.entries[1]).toMatchObject({
      msgid: 'payment.genericfailure.title',
      msgstr: ['Deposit failed'],
      extractedComments: ['js-lingui-explicit-id'],
      references: ['src/i18n/error-messages.ts:10'],
      obsolete: false,
    });
  });

  it('joins multi-line strings and unescapes quotes, backslashes and newlines', () => {
    const po = parsePo(`msgid ""
"Say \\"hi\\"\\n"
"to C:\\\\ now"
msgstr "Dis \\"salut\\"\\n"
"à C:\\\\"
`);
    expect(po.entries[0]!.msgid).toBe('Say "hi"\nto C:\\ now');
    expect(po.entries[0]!.msgstr).toEqual(['Dis "salut"\nà C:\\']);
  });

  it('reads context, plural forms, flags and obsolete entries', () => {
    const po = parsePo(`msgctxt "button"
msgid "Close"
msgstr "Fermer"

#, fuzzy
msgid "{n} file"
msgid_plural "{n} files"
msgstr[0] "{n} plik"
msgstr[1] "{n} pliki"
msgstr[2] "{n} plików"

#~ msgid "Old"
#~ msgstr "Vieux"
`);
    expect(po.entries).toHaveLength(3);
    expect(po.entries[0]).toMatchObject({ msgctxt: 'button', msgid: 'Close', msgstr: ['Fermer'] });
    expect(po.entries[1]).toMatchObject({ msgidPlural: '{n} files', msgstr: ['{n} plik', '{n} pliki', '{n} plików'], flags: ['fuzzy'] });
    expect(po.entries[2]).toMatchObject({ msgid: 'Old', obsolete: true });
  });

  it('separates entries that have no blank line between them', () => {
    const po = parsePo(`msgid "a"
msgstr "A"
#: x.ts:1
msgid "b"
msgstr "B"
msgid "c"
msgstr "C"
`);
    expect(po.entries.map((e) => [e.msgid, e.msgstr[0]])).toEqual([
      ['a', 'A'],
      ['b', 'B'],
      ['c', 'C'],
    ]);
    expect(po.entries[1]!.references).toEqual(['x.ts:1']);
  });

  it('rejects a malformed file', () => {
    expect(() => parsePo('msgid "unterminated\nmsgstr ""\n')).toThrow(PoParseError);
    expect(() => parsePo('msgid "a"\nmsgstr "A"\nnonsense\n')).toThrow(PoParseError);
  });
});

describe('extractPlaceholders', () => {
  it('finds argument names and numbered tags', () => {
    expect(extractPlaceholders('Left on your {lowestLabel}: <0>{left}</0>')).toEqual({ names: ['left', 'lowestLabel'], tags: ['</0>', '<0>'] });
    expect(extractPlaceholders('See <0/> and <1>terms</1>')).toEqual({ names: [], tags: ['</1>', '<0/>', '<1>'] });
    expect(extractPlaceholders('The minimum deposit is {0}.')).toEqual({ names: ['0'], tags: [] });
  });

  it('looks into plural and select branches but not at their keys or texts', () => {
    const p = extractPlaceholders('{count, plural, =0 {none} one {# deposit of {amount}} other {# deposits}}');
    expect(p.names).toEqual(['amount', 'count']);
    expect(extractPlaceholders('{g, select, male {il} female {elle} other {{who}}}').names).toEqual(['g', 'who']);
    expect(extractPlaceholders('{n, plural, offset:1 one {#} other {# <0>more</0>}}')).toEqual({ names: ['n'], tags: ['</0>', '<0>'] });
  });

  it('skips formatted argument styles and ICU-quoted braces', () => {
    expect(extractPlaceholders('{n, number, ::currency/EUR} and {d, date, short}').names).toEqual(['d', 'n']);
    expect(extractPlaceholders("Type '{name}' literally, it's {real}").names).toEqual(['real']);
    expect(extractPlaceholders('n’a pas {x}').names).toEqual(['x']);
  });

  it('rejects unbalanced braces', () => {
    expect(() => extractPlaceholders('You set a {label of {total}')).toThrow(MessageSyntaxError);
    expect(() => extractPlaceholders('oops}')).toThrow(MessageSyntaxError);
    expect(() => extractPlaceholders('{n, plural, one {x}')).toThrow(MessageSyntaxError);
  });
});

describe('comparePlaceholders', () => {
  it('accepts a translation with the same placeholders in another order', () => {
    expect(comparePlaceholders('{remaining} of {total} remaining', 'Il reste {remaining} sur {total}')).toEqual([]);
    expect(comparePlaceholders('Left on your {lowestLabel}: <0>{left}</0>', 'Twój {lowestLabel} – pozostało: <0>{left}</0>')).toEqual([]);
  });

  it('accepts plural branches that differ by locale', () => {
    expect(comparePlaceholders('{n, plural, one {# file} other {# files}}', '{n, plural, one {# plik} few {# pliki} many {# plików} other {# pliku}}')).toEqual(
      [],
    );
  });

  it('reports a renamed, missing or extra placeholder', () => {
    expect(comparePlaceholders('You set a {label} of {total}.', 'Vous avez fixé une {libellé} de {total}.')).toEqual([
      'missing {label}',
      'unexpected {libellé}',
    ]);
    expect(comparePlaceholders('The maximum deposit is {0}.', 'Le dépôt maximum.')).toEqual(['missing {0}']);
  });

  it('reports a missing, extra or renumbered tag', () => {
    expect(comparePlaceholders('Left: <0>{left}</0>', 'Reste\u00a0: {left}')).toEqual(['missing </0>', 'missing <0>']);
    expect(comparePlaceholders('Left: <0>{left}</0>', 'Reste\u00a0: <1>{left}</1>')).toEqual([
      'missing </0>',
      'missing <0>',
      'unexpected </1>',
      'unexpected <1>',
    ]);
  });

  it('reports a malformed translation', () => {
    expect(comparePlaceholders('{a} and {b}', '{a} et {b')[0]).toMatch(/^translation is malformed/);
  });
});

describe('findProblems', () => {
  it('passes complete translations', () => {
    expect(findProblems(parsePo(EN), { fr: parsePo(FR) })).toEqual([]);
  });

  it('fails on an empty or absent translation, naming the locale and the msgid', () => {
    const fr = parsePo(FR.replace('msgstr "Montant"', 'msgstr ""'));
    const pl = parsePo(header('pl'));
    const problems = findProblems(parsePo(EN), { fr, pl });
    expect(problems.filter((p) => p.locale === 'fr')).toEqual([{ locale: 'fr', msgid: 'Amount', kind: 'missing', detail: 'no translation' }]);
    expect(problems.filter((p) => p.locale === 'pl').map((p) => p.msgid)).toEqual([
      'Amount',
      'payment.genericfailure.title',
      'You set a {label} of {total}. This is what you can still deposit in this period.',
      'Left on your {lowestLabel}: <0>{left}</0>',
    ]);
    expect(formatProblem(problems[0]!)).toBe('  [fr] "Amount": no translation');
  });

  it('treats a whitespace-only translation, an empty plural form and an obsolete entry as missing', () => {
    const en = parsePo('msgid "Amount"\nmsgstr "Amount"\n\nmsgid "{n} file"\nmsgid_plural "{n} files"\nmsgstr[0] "{n} file"\nmsgstr[1] "{n} files"\n');
    const fr = parsePo('msgid "Amount"\nmsgstr "  "\n\nmsgid "{n} file"\nmsgid_plural "{n} files"\nmsgstr[0] "{n} fichier"\nmsgstr[1] ""\n');
    const pt = parsePo(
      '#~ msgid "Amount"\n#~ msgstr "Montante"\n\nmsgid "{n} file"\nmsgid_plural "{n} files"\nmsgstr[0] "{n} ficheiro"\nmsgstr[1] "{n} ficheiros"\n',
    );
    expect(findProblems(en, { fr, pt }).map((p) => `${p.locale} ${p.msgid} ${p.kind}`)).toEqual([
      'fr Amount missing',
      'fr {n} file missing',
      'pt Amount missing',
    ]);
  });

  it('checks placeholders against the source text of an explicit id, not the id', () => {
    const en = parsePo('#. js-lingui-explicit-id\nmsgid "limits.min"\nmsgstr "The minimum is {0}."\n');
    const ok = parsePo('msgid "limits.min"\nmsgstr "Le minimum est de {0}."\n');
    const bad = parsePo('msgid "limits.min"\nmsgstr "Le minimum est de {min}."\n');
    expect(findProblems(en, { fr: ok })).toEqual([]);
    expect(findProblems(en, { fr: bad })).toEqual([
      { locale: 'fr', msgid: 'limits.min', kind: 'placeholders', detail: 'missing {0}, unexpected {min} in "Le minimum est de {min}."' },
    ]);
  });

  it('fails on a translation whose placeholders differ', () => {
    const fr = parsePo(FR.replace('{lowestLabel}\u00a0: <0>{left}</0>', '{label}\u00a0: {left}'));
    const problems = findProblems(parsePo(EN), { fr });
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatchObject({ locale: 'fr', msgid: 'Left on your {lowestLabel}: <0>{left}</0>', kind: 'placeholders' });
    expect(problems[0]!.detail).toMatch(/^missing \{lowestLabel\}, unexpected \{label\}, missing <\/0>, missing <0>/);
  });

  it('fails on an explicit id without a source text in the source catalog', () => {
    const en = parsePo('#. js-lingui-explicit-id\nmsgid "payment.new.title"\nmsgstr ""\n');
    const fr = parsePo('msgid "payment.new.title"\nmsgstr "Nouveau"\n');
    expect(findProblems(en, { fr })).toEqual([
      { locale: 'en', msgid: 'payment.new.title', kind: 'no-source-text', detail: 'explicit id without a source text' },
    ]);
  });

  it('keys entries by context', () => {
    const en = parsePo('msgctxt "verb"\nmsgid "Deposit"\nmsgstr "Deposit"\n\nmsgctxt "noun"\nmsgid "Deposit"\nmsgstr "Deposit"\n');
    const fr = parsePo('msgctxt "verb"\nmsgid "Deposit"\nmsgstr "Déposer"\n');
    expect(findProblems(en, { fr })).toEqual([{ locale: 'fr', msgid: 'Deposit', msgctxt: 'noun', kind: 'missing', detail: 'no translation' }]);
  });
});

describe('catalog freshness', () => {
  it('ignores the header date lines and line endings', () => {
    const later = header('fr', '2027-01-01 10:00+0000') + FR.slice(header('fr').length);
    expect(normalizeCatalog(later)).toBe(normalizeCatalog(FR));
    expect(describeCatalogChange(FR, later)).toBeNull();
    expect(describeCatalogChange(FR, FR.replace(/\n/g, '\r\n'))).toBeNull();
    expect(describeCatalogChange(FR.replace('"POT-Creation-Date: 2026-11-22 00:12+0000\\n"\n', ''), FR)).toBeNull();
  });

  it('fails when the extraction added or removed a message', () => {
    const added = `${FR}\n#: src/x.tsx:1\nmsgid "New text"\nmsgstr ""\n`;
    expect(describeCatalogChange(FR, added)).toBe('1 message(s) added: "New text"');
    expect(describeCatalogChange(added, FR)).toBe('1 message(s) removed: "New text"');
  });

  it('fails when only references moved, or an obsolete entry was dropped', () => {
    expect(describeCatalogChange(FR, FR.replace('AmountField.tsx:37', 'AmountField.tsx:40'))).toBe('source references, comments or formatting changed');
    expect(describeCatalogChange(`${FR}\n#~ msgid "Old"\n#~ msgstr "Vieux"\n`, FR)).toBe('1 obsolete entr(y/ies) dropped');
  });

  it('fails when a source text of an explicit id changed', () => {
    const en2 = EN.replace('msgstr "Deposit failed"', 'msgstr "Your deposit failed"');
    expect(describeCatalogChange(EN, en2)).toBe('1 message text(s) changed: "payment.genericfailure.title"');
  });

  it('fails when a catalog was created or removed', () => {
    expect(describeCatalogChange(null, FR)).toMatch(/created/);
    expect(describeCatalogChange(FR, null)).toMatch(/removed/);
    expect(describeCatalogChange(null, null)).toBeNull();
  });
});
