// Model-based run of the BLIK machine in the browser: few long paths of the flow's own graph (code form,
// one-click, reloads), replayed in Chromium against the sandbox's BLIK bank
// (test/e2e/model-run/blik.ts). Its part of reports/model-run.json: `machines.blik`.
import { describeFlowRun } from './model-run/flow-spec';
import { blikPlan, runBlikPath } from './model-run/blik';

describeFlowRun(blikPlan(), runBlikPath);
