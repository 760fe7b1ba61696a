// Model-based run of the callback machine (the provider's return, SPEC 4 "Callback") in the browser: its
// own graph from each kind of return URL, replayed in Chromium against the sandbox
// (test/e2e/model-run/callback.ts). Its part of reports/model-run.json: `machines.callback`.
import { describeFlowRun } from './model-run/flow-spec';
import { callbackPlan, runCallbackPath } from './model-run/callback';

describeFlowRun(callbackPlan(), runCallbackPath);
