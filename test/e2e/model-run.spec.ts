// Model-based runs in the browser (docs/qa.md): the paths of the root deposit machine's graph
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
  [/error\.actor\.banner/, 'banner failures end inside the banner machine (every call of machines/banner.machine.ts has its onError): the actor never errors'],
  [
    /error\.actor\.flow/,
    'a flow crash: every child of the flow machines has its error handled and none of their actions throws on an answer the API schemas let through, so no browser input makes a flow machine fail',
  ],
  [
    /flow\.(direct|mobileMoney|blik) --flow\.emitted/,
    'the direct-deposit, mobile-money and BLIK machines emit nothing (no emit action): only the card flow emits (its issuer redirect)',
  ],
  [
    /flow\.blik --xstate\.done\.actor\.flow \[flowIs\]--> deposit\.active\.ready\.flow\.redirecting/,
    'the BLIK flow never redirects (machines/blik.machine.ts ends with success, pending, failure, cancelled or sessionExpired): the player confirms in the banking app',
  ],
  [
    /flow\.direct --xstate\.done\.actor\.flow \[flowIs\]--> deposit\.active\.succeeded/,
    "the direct flow never ends with success or pending (machines/direct-deposit.machine.ts endWithOutcome: a redirect, else a failure): the provider's answer comes back through the callback route",
  ],
];
WHY.push([
  /deposit\.(technicalError|sessionTimeout) --navigation\.back/,
  "the dead ends show a close, not a back arrow: their back is the device's or the browser's, which leaves the page before the app can hear it",
]);
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
      ...(passed
        ? {}
        : {
            error: String(testInfo.error?.message ?? testInfo.status)
              .split('\n')
              .slice(0, 6)
              .join('\n'),
          }),
      startedAt: run.startedAt.toISOString(),
      finishedAt: new Date().toISOString(),
    });
  });

  test.afterAll(() => {
    writeReport({ names, transitions: plan.transitions, notRealisable, droppedEvents: DROPPED });
  });

  plan.paths.forEach((path, i) => {
    test(names[i]!, { annotation: { type: 'path', description: String(i) } }, async ({ page }) => {
      const run = {
        steps: [] as StepRecord[],
        transitions: [...new Set([...path.initialTransitions, ...path.steps.flatMap((s) => s.transitions)])],
        startedAt: new Date(),
      };
      running.set(i, run);
      await realise(page, path, run.steps);
    });
  });
});
