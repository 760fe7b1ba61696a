// Test code grows no faster than the app: the lines of the test files (*.test.ts(x) and *.spec.ts in src,
// machines and sandbox, and everything under test/) over the app's non-test .ts/.tsx lines in src, machines
// and sandbox. Reads the files git knows (tracked, or new and not ignored). `tsx scripts/test-ratio.ts`.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';

const APP = ['src/', 'machines/', 'sandbox/'];
const isTestName = (file: string) => /\.(test|spec)\.tsx?$/.test(file);
const isSource = (file: string) => /\.tsx?$/.test(file);

function files(): string[] {
  const out = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', 'src', 'machines', 'sandbox', 'test'], { encoding: 'utf8' });
  return out.split('\n').filter((file) => file && existsSync(file));
}

function linesOf(file: string): number {
  const text = readFileSync(file, 'utf8');
  if (text === '') return 0;
  return text.split('\n').length - (text.endsWith('\n') ? 1 : 0);
}

let test = 0;
let app = 0;
for (const file of files()) {
  if (file.startsWith('test/')) test += linesOf(file);
  else if (APP.some((dir) => file.startsWith(dir)) && isSource(file)) {
    if (isTestName(file)) test += linesOf(file);
    else app += linesOf(file);
  }
}
console.log(`test lines ${test}, app lines ${app}, ratio ${(test / app).toFixed(3)}`);
