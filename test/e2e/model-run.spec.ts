// Model-based runs in the browser (issue 7, docs/qa.md): the paths of the root deposit machine's graph
// that the browser can realise (test/e2e/model-run/plan.ts), replayed in Chromium against the sandbox,
// with the expected screen asserted after each step. Writes reports/model-run.json (the workbench's
// "Model run" panel and its "browser model run" coverage overlay).
import { test } from './fixtures';
import { browserPlan, DROPPED, eventKey } from './model-run/plan';
import { realise, type StepRecord } from './model-run/realise';
import { writePart, writeReport } from './model-run/report';

const plan = browserPlan();
const names = plan.paths.map((p, i) => `#${i + 1} ${p.steps.map((s) => eventKey(s.event)).join(' → ')}`);
const WHY: Array<[RegExp, string]> = [
  [/sessionExpired|meansSessionExpired|callbackIs.*sessionTimeout/, 'a session expiry only this call sees: the sandbox expires every call at once (see droppedEvents)'],
  [/error\.actor\.banner/, 'banner failures end inside the banner machine'],
  [/deposit\.active\.ready --app\.close/, 'leaving from the amount page goes to the operator home, an external URL'],
];
const notRealisable = plan.transitions
  .filter((t) => !plan.reachable.has(t))
  .map((id) => ({ id, why: WHY.find(([re]) => re.test(id))?.[1] ?? 'no realisable event reaches it' }));

/** Steps recorded by the running test of each path, written as its report part once the test ended (timeouts included). */
const running = new Map<number, { steps: StepRecord[]; transitions: string[]; startedAt: Date }>();

test.describe('model-based run of the deposit machine in the browser', () => {
  // a long path under a loaded machine: a dozen screens with a page load each
  test.describe.configure({ timeout: 150_000 });

  test.afterEach(async ({}, testInfo) => {
    const i = Number(testInfo.annotations.find((a) => a.type === 'path')?.description ?? -1);
    const run = running.get(i);
    if (!run) return;
    const passed = testInfo.status === 'passed';
    if (!passed) {
      const failed = run.steps.findLast((s) => s.ok === null && s.expect !== '(no screen)') ?? run.steps[run.steps.length - 1];
      if (failed) failed.ok = false;
    }
    writePart(i, {
      name: names[i]!,
      status: passed ? 'passed' : testInfo.status === 'skipped' ? 'skipped' : 'failed',
      durationMs: Date.now() - +run.startedAt,
      transitions: run.transitions,
      steps: run.steps,
      ...(passed ? {} : { error: String(testInfo.error?.message ?? testInfo.status).split('\n').slice(0, 6).join('\n') }),
      startedAt: run.startedAt.toISOString(),
      finishedAt: new Date().toISOString(),
    });
  });

  test.afterAll(() => {
    writeReport({ names, transitions: plan.transitions, notRealisable, droppedEvents: DROPPED });
  });

  plan.paths.forEach((path, i) => {
    test(names[i]!, { annotation: { type: 'path', description: String(i) } }, async ({ page }) => {
      const run = { steps: [] as StepRecord[], transitions: [...new Set([...path.initialTransitions, ...path.steps.flatMap((s) => s.transitions)])], startedAt: new Date() };
      running.set(i, run);
      await realise(page, path, run.steps);
    });
  });
});
