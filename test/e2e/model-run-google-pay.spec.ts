// Model-based run of the Google Pay machine in the browser: its own graph on the web (the sandbox's Google
// Pay script stand-in) and in the Android app (the native side's answers on the bridge), replayed in
// Chromium against the sandbox (test/e2e/model-run/google-pay.ts). Its part of reports/model-run.json:
// `machines["google-pay"]`.
import { describeFlowRun } from './model-run/flow-spec';
import { googlePayPlan, runGooglePayPath } from './model-run/google-pay';

describeFlowRun(googlePayPlan(), runGooglePayPath);
