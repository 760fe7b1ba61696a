// The check of scripts/comment-paths.ts, run by `npm test` (docs/decisions.md "Comments name files that exist").
import { describe, expect, it } from 'vitest';
import { withProbeFile } from './probe-file';
import { stalePaths } from './comment-paths';

describe('comments name files that exist', () => {
  it('every file a comment names in src, machines, server, sandbox, scripts and test is there', () => {
    expect(stalePaths()).toEqual([]);
  });

  it('finds a moved file in a line or block comment, and leaves code, URLs and existing files alone', () => {
    withProbeFile(
      'comment-paths',
      [
        '// the rule lives in src/api/card.ts (moved)',
        ' * and its page in docs/decisions.md and https://example.com/a/b.ts',
        "import x from 'src/api/gone.ts';",
        '/** see machines/deposit.machine.ts and sandbox/nowhere.ts */',
      ],
      (file) =>
        expect(stalePaths([file]).map((p) => [p.line, p.path])).toEqual([
          [1, 'src/api/card.ts'],
          [4, 'sandbox/nowhere.ts'],
        ]),
    );
  });
});
