// The Playwright side of a flow machine's browser model run (model-run-card.spec.ts,
// model-run-mobile-money.spec.ts): one test per planned path, a report part per path written once its
// test ended (failures and time-outs included), the machine's report merged after each worker.
import { test } from '../fixtures';
import type { Page } from '@playwright/test';
import type { FlowPath, FlowPlan } from './flow-plan';
import type { StepRecord } from './realise';
import { writePart, writeReport } from './report';

export function describeFlowRun<K extends string>(plan: FlowPlan<K>, run: (page: Page, fp: FlowPath<K>, records: StepRecord[]) => Promise<void>): void {
  const names = plan.paths.map((p) => p.name);
  const running = new Map<number, { steps: StepRecord[]; transitions: string[]; startedAt: Date }>();

  test.describe(`model-based run of the ${plan.machine} machine in the browser`, () => {
    // a path waits for operators (3 s), a monitoring time-out (10 s) or a 3DS poll: generous
    test.describe.configure({ timeout: 120_000 });

    test.afterEach(async ({}, testInfo) => {
      const i = Number(testInfo.annotations.find((a) => a.type === 'path')?.description ?? -1);
      const r = running.get(i);
      if (!r) return;
      const passed = testInfo.status === 'passed';
      if (!passed) {
        const failed = r.steps.findLast((s) => s.ok === null && s.expect !== '(no screen)') ?? r.steps[r.steps.length - 1];
        if (failed) failed.ok = false;
      }
      writePart(
        i,
        {
          name: names[i]!,
          status: passed ? 'passed' : testInfo.status === 'skipped' ? 'skipped' : 'failed',
          durationMs: Date.now() - +r.startedAt,
          transitions: r.transitions,
          steps: r.steps,
          ...(passed
            ? {}
            : {
                error: String(testInfo.error?.message ?? testInfo.status)
                  .split('\n')
                  .slice(0, 6)
                  .join('\n'),
              }),
          startedAt: r.startedAt.toISOString(),
          finishedAt: new Date().toISOString(),
        },
        plan.machine,
      );
    });

    test.afterAll(() => {
      writeReport({ machine: plan.machine, names, transitions: plan.transitions, notRealisable: plan.notRealisable, droppedEvents: plan.dropped });
    });

    plan.paths.forEach((fp, i) => {
      test(fp.name, { annotation: { type: 'path', description: String(i) } }, async ({ page }) => {
        const transitions = [...new Set([...fp.path.initialTransitions, ...fp.path.steps.flatMap((s) => s.transitions)])];
        const r = { steps: [] as StepRecord[], transitions, startedAt: new Date() };
        running.set(i, r);
        await run(page, fp, r.steps);
      });
    });
  });
}
