// Model-based run of the mobile-money machine in the browser: paths of the flow's own graph,
// reached through the amount page and replayed in Chromium against the sandbox
// (test/e2e/model-run/mobile-money.ts). Its part of reports/model-run.json: `machines["mobile-money"]`.
import { describeFlowRun } from './model-run/flow-spec';
import { momoPlan, runMomoPath } from './model-run/mobile-money';

describeFlowRun(momoPlan(), runMomoPath);
