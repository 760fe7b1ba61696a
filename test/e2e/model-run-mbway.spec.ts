// Model-based run of the MB Way machine in the browser: few long paths of the flow's own graph (the phone
// form, a saved MB Way app-to-app in the iOS app, reloads), replayed in Chromium against the sandbox's MB Way
// (test/e2e/model-run/mbway.ts). Its part of reports/model-run.json: `machines.mbway`.
import { describeFlowRun } from './model-run/flow-spec';
import { mbwayPlan, runMbwayPath } from './model-run/mbway';

describeFlowRun(mbwayPlan(), runMbwayPath);
