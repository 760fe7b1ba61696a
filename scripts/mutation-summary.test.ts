import { describe, expect, it } from 'vitest';
import { count, folderOf, original, renderSection, replaceSection, score, type Report, type ReportMutant } from './mutation-summary';

const mutant = (
  id: string,
  status: ReportMutant['status'],
  line = 1,
  column = 7,
  endColumn = 8,
  mutatorName = 'ConditionalExpression',
  replacement = 'true',
): ReportMutant => ({
  id,
  status,
  mutatorName,
  replacement,
  location: { start: { line, column }, end: { line, column: endColumn } },
});

const report: Report = {
  files: {
    'src/domain/a.ts': {
      source: 'const x = a > b;\n',
      mutants: [mutant('1', 'Killed'), mutant('2', 'Timeout'), mutant('3', 'Survived', 1, 11, 16, 'EqualityOperator', 'a >= b')],
    },
    'machines/m.ts': { source: 'x\n', mutants: [mutant('4', 'NoCoverage', 1, 1, 2), mutant('5', 'CompileError')] },
  },
};

describe('mutation summary', () => {
  it('counts by status and scores (killed + timeout) / valid, errors left out', () => {
    const c = count([...report.files['src/domain/a.ts']!.mutants, ...report.files['machines/m.ts']!.mutants]);
    expect(c).toEqual({ killed: 1, timeout: 1, survived: 1, noCoverage: 1, errors: 1, ignored: 0 });
    expect(score(c)).toBe(50);
    expect(score(count([]))).toBeNull();
  });

  it('puts a file in its folder', () => {
    expect(folderOf('machines/card.machine.ts')).toBe('machines/');
    expect(folderOf('src/domain/money.ts')).toBe('src/domain/');
    expect(folderOf('src/app/x.ts')).toBeUndefined();
  });

  it('reads the original text of a mutant', () => {
    expect(original('const x = a > b;\n', report.files['src/domain/a.ts']!.mutants[2]!)).toBe('a > b');
  });

  it('lists survivors, marking the listed equivalents with their reason', () => {
    const s = renderSection(
      report,
      [{ file: 'src/domain/a.ts', line: 1, mutator: 'EqualityOperator', replacement: 'a >= b', reason: 'a never equals b' }],
      'now',
      { 'machines/': 85, 'src/domain/': 90 },
    );
    expect(s).toContain('| `src/domain/` | ≥ 90 % | 66.7 % (below goal) | 1 | 1 | 1 | 0 | 0 | 0 | 1 |');
    expect(s).toContain('| `machines/` | ≥ 85 % | 0.0 % (below goal) | 0 | 0 | 0 | 1 | 1 | 0 | 1 |');
    expect(s).toContain('- `src/domain/a.ts:1:11` EqualityOperator, survived: `a > b` → `a >= b` — **equivalent**: a never equals b');
    expect(s).toContain('- `machines/m.ts:1:1` ConditionalExpression, no coverage: `x` → `true`\n');
  });

  it('replaces only its own section, or appends it', () => {
    const doc = '# Quality\n\n## Coverage\n\nkeep\n\n## Mutation score\n\nold\n\n## Later\n\nalso kept\n';
    expect(replaceSection(doc, '## Mutation score\n\nnew\n')).toBe('# Quality\n\n## Coverage\n\nkeep\n\n## Mutation score\n\nnew\n\n## Later\n\nalso kept\n');
    expect(replaceSection('# Quality\n', '## Mutation score\n\nnew\n')).toBe('# Quality\n\n## Mutation score\n\nnew\n');
  });
});
