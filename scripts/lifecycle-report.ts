// npm run -s lifecycle:report: writes the lifecycle section of docs/qa.md (test/lifecycle/report.ts);
// `check` fails when it is not current (test/lifecycle/lifecycle.test.ts runs the same check in npm test).
import { readFileSync, writeFileSync } from 'node:fs';
import { lifecycleMarkdown, withSection } from '../test/lifecycle/report';

const FILE = 'docs/qa.md';
const doc = readFileSync(FILE, 'utf8');
const next = withSection(doc, lifecycleMarkdown());
if (process.argv[2] === 'check') {
  if (next !== doc) {
    console.error(`${FILE}: the lifecycle section is not current; run npm run -s lifecycle:report`);
    process.exit(1);
  }
  console.log(`${FILE}: lifecycle section current`);
} else {
  writeFileSync(FILE, next);
  console.log(`${FILE}: lifecycle section written`);
}
