// Replaying a flow machine's path (flow-plan.ts) in Chromium: open a session with the path's profile,
// reach the flow through the amount page (mean, amount, Pay), then per segment (a player action and the
// system events that follow it) set the sandbox's answers, act, and assert the expected screen of the
// model state the segment ends in (route + a key test id); `stable` intermediate screens (a wait of
// seconds) are asserted on the way too.
import { expect, type Page } from '@playwright/test';
import type { AnyMachineSnapshot } from 'xstate';
import { createSession } from '../sandbox';
import type { FlowPath } from './flow-plan';
import type { StepRecord } from './realise';

export interface Expectation {
  label: string;
  check: (page: Page) => Promise<void>;
}

export const pathIs = (page: Page, path: string, timeout = 10_000) => expect.poll(() => new URL(page.url()).pathname, { timeout }).toBe(path);
export const visible = (page: Page, id: string, timeout = 10_000) => expect(page.getByTestId(id)).toBeVisible({ timeout });

/** A deposit whose result could not be read: "we are confirming your deposit", never the error dialog (DESIGN 7). */
export const unconfirmedDialog: Expectation = {
  label: '/ [deposit-unconfirmed], no error dialog',
  check: async (p) => {
    await visible(p, 'deposit-unconfirmed', 20_000);
    await expect(p.getByTestId('error-dialog')).toHaveCount(0);
  },
};
/** The sandbox's return page (the success handling's return URL) with the outcome's status. */
export const returnPage = (status: string): Expectation => ({
  label: `return page, status=${status}`,
  check: async (p) => {
    await pathIs(p, '/sandbox/return', 15_000);
    await visible(p, 'return-page');
    expect(new URL(p.url()).searchParams.get('status')).toBe(status);
  },
});

export interface FlowDriver<K extends string> {
  /** Player actions: each starts a segment; the other keys are answers that follow it. */
  triggers: ReadonlySet<K>;
  action: (k: K) => string;
  expectation: (s: AnyMachineSnapshot) => Expectation | null;
  /** Intermediate states of a segment whose screen lasts long enough to be asserted on the way. */
  stable: (s: AnyMachineSnapshot) => boolean;
  profile: () => Record<string, unknown>;
  /** Before the page loads (routes on the first calls). */
  prepare?: (page: Page) => Promise<void>;
  /** On the amount page: choose the mean, type the amount, Pay. Returns what it did. */
  open: (page: Page, firstKeys: K[]) => Promise<string>;
  /** Sandbox answers of a segment (PATCH of the player, routes), set before its action. */
  before: (page: Page, segKeys: K[], patch: (data: Record<string, unknown>) => Promise<void>) => Promise<void>;
  act: (page: Page, k: K, index: number) => Promise<unknown>;
}

export async function runFlowPath<K extends string>(page: Page, fp: FlowPath<K>, records: StepRecord[], d: FlowDriver<K>): Promise<void> {
  const steps = fp.path.steps.map((s, i) => ({ key: fp.keys[i]!, state: s.state, index: i }));
  const segments: Array<typeof steps> = [[]];
  for (const s of steps) {
    if (d.triggers.has(s.key)) segments.push([]);
    segments[segments.length - 1]!.push(s);
  }

  const session = await createSession(page.request, d.profile());
  const patch = async (data: Record<string, unknown>) => {
    const res = await page.request.patch(`/sandbox/players/${session.player_id}`, { data });
    if (!res.ok()) throw new Error(`sandbox refused the patch: ${res.status()} ${await res.text()}`);
  };
  await d.prepare?.(page);
  await page.goto(session.app_url);

  const check = async (e: Expectation) => {
    await e.check(page);
    records[records.length - 1]!.ok = true;
  };
  const play = async (seg: typeof steps, first: { event: string; action: string } | null) => {
    const last = seg[seg.length - 1];
    if (first) {
      const e = !last ? d.expectation(fp.path.initial) : null;
      records.push({ event: first.event, action: first.action, expect: e?.label ?? '(no screen)', ok: null });
      if (e) await check(e);
    }
    for (const s of seg) {
      const e = d.expectation(s.state);
      const assert = e && (s === last || d.stable(s.state));
      records.push({ event: s.key, action: d.action(s.key), expect: assert ? e.label : '(no screen)', ok: null });
      if (assert) await check(e);
    }
  };

  const firstKeys = segments[0]!.map((s) => s.key);
  await d.before(page, firstKeys, patch);
  const opened = await d.open(page, firstKeys);
  await play(segments[0]!, { event: '(open)', action: `new session, ${opened}` });
  for (const seg of segments.slice(1)) {
    await d.before(
      page,
      seg.map((s) => s.key),
      patch,
    );
    // the action is recorded before it runs, so a failing click is reported on its step
    records.push({ event: seg[0]!.key, action: d.action(seg[0]!.key), expect: '(no screen)', ok: null });
    await d.act(page, seg[0]!.key, seg[0]!.index);
    records.pop();
    await play(seg, null);
  }
}
