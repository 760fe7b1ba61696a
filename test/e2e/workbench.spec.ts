// The QA statechart workbench (docs/qa.md): every machine drawn, the live view of a Cashier page
// opened with ?inspect=1, traces saved, loaded and replayed, and the coverage overlay.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import Fastify from 'fastify';
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from './fixtures';
import type { Page } from '@playwright/test';
import type { AnyStateNode } from 'xstate';
import { machineRegistry } from '../../machines/registry';
import { listTransitions } from '../model/transitions';
import { workbenchRoutes } from '../../sandbox/workbench/routes';
import { createSession } from './sandbox';
import { amountPage, providerPage } from './pages';

test.use({ viewport: { width: 1440, height: 900 }, isMobile: false, hasTouch: false, deviceScaleFactor: 1 });

const stateIds = (node: AnyStateNode): string[] => [node.id, ...Object.values(node.states ?? {}).flatMap((c) => stateIds(c as AnyStateNode))];
const chart = (page: Page, name: string) => page.getByTestId(`chart-${name}`);
const stateEl = (page: Page, name: string, id: string) => chart(page, name).locator(`g.state[data-id="${id}"]`);

async function openWorkbench(page: Page) {
  await page.goto('/sandbox/workbench');
  await expect(chart(page, 'deposit').locator('svg')).toBeVisible({ timeout: 20_000 });
}

/** Opens Cashier with the inspector in a second page of the same context (the channel is per origin and profile). */
async function openInspectedApp(page: Page, profile: Record<string, unknown> = {}) {
  const app = await page.context().newPage();
  const session = await createSession(app.request, {
    legislation: 'FR',
    language: 'en',
    url_success: '/sandbox/return?outcome=success',
    banner: null,
    ...profile,
  });
  await app.goto(`${session.app_url}&inspect=1`);
  await expect(amountPage(app).payButton).toBeVisible();
  return { app, session };
}

test('every machine of the registry renders an SVG with all its states and transitions', async ({ page }) => {
  test.setTimeout(120_000); // every machine of the registry, one after the other (22 of them)
  await openWorkbench(page);
  for (const entry of machineRegistry) {
    await page.getByTestId(`machine-${entry.name}`).click();
    const svg = chart(page, entry.name).locator('svg');
    await expect(svg).toBeVisible({ timeout: 20_000 });
    await page.getByTestId('expand-all').click();
    const ids = stateIds(entry.machine.root);
    await expect(chart(page, entry.name).locator('g.state[data-id]')).toHaveCount(ids.length);
    for (const id of ids) await expect(stateEl(page, entry.name, id)).toHaveCount(1);
    const transitions = new Set(listTransitions(entry.machine).map((t) => t.id));
    // an arrow draws every transition between its two boxes (data-transitions)
    const drawn = await chart(page, entry.name)
      .locator('path.edge[data-transitions]')
      .evaluateAll((els) => els.flatMap((e) => JSON.parse(e.getAttribute('data-transitions') ?? '[]') as string[]));
    expect(new Set(drawn), `${entry.name}: every transition drawn`).toEqual(transitions);
  }
  // zoom and pan
  await page.getByTestId('machine-deposit').click();
  await page.getByTestId('zoom-fit').click();
  const fitted = await page.getByTestId('zoom-level').textContent();
  await page.getByTestId('zoom-in').click();
  await expect(page.getByTestId('zoom-level')).not.toHaveText(fitted ?? '');
  const before = await chart(page, 'deposit').getAttribute('style');
  const box = (await page.locator('.wb-viewport').boundingBox())!;
  await page.mouse.move(box.x + 200, box.y + 200);
  await page.mouse.down();
  await page.mouse.move(box.x + 320, box.y + 260, { steps: 4 });
  await page.mouse.up();
  expect(await chart(page, 'deposit').getAttribute('style')).not.toBe(before);
});

test('the live view follows a deposit opened with inspect=1, with masked payloads, across the provider round trip', async ({ page }) => {
  await openWorkbench(page);
  await expect(page.getByTestId('live-status')).toContainText('Waiting');
  const { app } = await openInspectedApp(page);

  await expect(page.getByTestId('live-status')).toContainText('1 inspected page');
  await expect(stateEl(page, 'deposit', 'deposit.active.ready.flow.idle')).toHaveClass(/\bactive\b/);
  await expect(stateEl(page, 'deposit', 'deposit.initializing')).not.toHaveClass(/\bactive\b/);
  await expect(page.locator('[data-testid="event-row"][data-event="xstate.done.actor.contextInit"]')).toHaveCount(1);
  // children: the amount actor runs, and its chart shows its state
  await expect(page.getByTestId('machine-amount')).toHaveAttribute('data-active', 'true');
  await page.getByTestId('machine-amount').click();
  await expect(chart(page, 'amount').locator('g.state.active').first()).toBeVisible();
  await page.getByTestId('machine-deposit').click();

  // Skrill with a password: the form event is listed, the password masked
  await app.locator('[data-testid="mean-tile"][data-mean-id="6"]').click();
  await amountPage(app).pay('45');
  await expect(app.getByTestId('skrill-form')).toBeVisible();
  // the Skrill form is the direct methods' flow, run by the root as its `flow` child
  await expect(stateEl(page, 'deposit', 'deposit.active.ready.flow.direct')).toHaveClass(/\bactive\b/);
  await app.getByTestId('skrill-login').fill('player@example.com');
  await app.getByTestId('skrill-password').fill('hunter2-secret');
  await app.getByTestId('skrill-submit').click();
  await expect(providerPage(app).root).toBeVisible();
  const submitted = page.locator('[data-testid="event-row"][data-event="skrill.submitted"]').first();
  await submitted.getByRole('button').click();
  await expect(submitted.getByTestId('event-payload')).toContainText('"password": "•••"');
  await expect(page.getByTestId('event-list')).not.toContainText('hunter2-secret');

  // the flag survives the token scrub and the provider page: the return page load is inspected too
  await providerPage(app).approve.click();
  await expect(app).toHaveURL(/\/sandbox\/return\?/);
  await expect(page.locator('[data-testid="event-row"][data-event="xstate.done.actor.callback"]')).toHaveCount(1);
  await expect(page.getByTestId('live-status')).toContainText('2 inspected pages');
});

test('a trace survives a JSON round trip and replays step by step on the charts', async ({ page }, testInfo) => {
  test.setTimeout(60_000); // one click per recorded step, each redrawing the charts
  await openWorkbench(page);
  await openInspectedApp(page);
  await expect(stateEl(page, 'deposit', 'deposit.active.ready.flow.idle')).toHaveClass(/\bactive\b/);
  const liveRows = await page.getByTestId('event-row').count();

  const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('trace-save').click()]);
  const file = testInfo.outputPath('trace.json');
  await download.saveAs(file);
  const trace = JSON.parse(readFileSync(file, 'utf8'));
  expect(trace.format).toBe('cashier.trace');
  expect(trace.version).toBe(2); // events and their changes (docs/qa.md)
  expect(trace.messages.filter((m: { kind: string }) => m.kind === 'snapshot')).toHaveLength(liveRows);
  expect(JSON.stringify(trace)).not.toMatch(/"(access_?token|refresh_?token|accessToken)":"(?!•••)/);

  // a fresh workbench loads it
  const other = await page.context().newPage();
  await openWorkbench(other);
  await other.getByTestId('trace-file').setInputFiles(file);
  await expect(other.getByTestId('replay')).toBeVisible();
  await expect(other.getByTestId('replay-total')).toHaveText(String(liveRows));
  await expect(other.getByTestId('replay-step')).toHaveText('1');
  await expect(other.getByTestId('replay-prev')).toBeDisabled();
  // step 1: nothing of the deposit actor has happened yet beyond its start
  await other.getByTestId('machine-deposit').click();
  await other.getByTestId('expand-all').click();
  await expect(stateEl(other, 'deposit', 'deposit.active.ready.flow.idle')).not.toHaveClass(/\bactive\b/);
  await other.getByTestId('replay-next').click();
  await expect(other.getByTestId('replay-step')).toHaveText('2');
  await other.getByTestId('replay-prev').click();
  await expect(other.getByTestId('replay-step')).toHaveText('1');
  // walk to the end: the charts show the recorded end state, the step's transition marked
  for (let i = 1; i < liveRows; i++) await other.getByTestId('replay-next').click();
  await expect(other.getByTestId('replay-step')).toHaveText(String(liveRows));
  await expect(other.getByTestId('replay-next')).toBeDisabled();
  await other.getByTestId('machine-deposit').click();
  await expect(stateEl(other, 'deposit', 'deposit.active.ready.flow.idle')).toHaveClass(/\bactive\b/);
  // the row of the step where the deposit actor reached ready marks its transition
  const readyRow = other.locator(
    '[data-testid="event-row"][data-event="xstate.done.actor.fetchFeatureFlags"], [data-testid="event-row"][data-event="xstate.done.actor.eligibility"], [data-testid="event-row"][data-event="xstate.done.actor.fetchLastDeposit"]',
  );
  expect(await readyRow.count()).toBeGreaterThan(0);
  await readyRow.last().getByRole('button').click();
  await expect(chart(other, 'deposit').locator('path.edge.fired').first()).toBeAttached();

  // not a trace: a readable error
  const bad = testInfo.outputPath('bad.json');
  writeFileSync(bad, JSON.stringify({ hello: 1 }));
  await other.getByTestId('trace-file').setInputFiles(bad);
  await expect(other.getByTestId('trace-error')).toContainText('not a Cashier trace');
});

/**
 * The workbench's reports served as a clone with the given reports folder serves them: the sandbox's own
 * routes (sandbox/workbench/routes.ts) on that folder, everything else from the e2e server. Returns the
 * workbench URLs the page asked for.
 */
async function serveReportsFrom(page: Page, reportsDir: string): Promise<string[]> {
  const server = Fastify();
  await server.register(workbenchRoutes, { reportsDir });
  const asked: string[] = [];
  await page.route(/\/sandbox\/workbench\/[\w-]+\.json$/, async (route) => {
    const { pathname } = new URL(route.request().url());
    asked.push(pathname);
    const res = await server.inject({ method: 'GET', url: pathname });
    await route.fulfill({ status: res.statusCode, contentType: String(res.headers['content-type']), body: res.body });
  });
  page.on('close', () => void server.close());
  return asked;
}

test('a fresh clone (no reports/): the panels say what to run, and no request fails; a report written is then read', async ({ page }, testInfo) => {
  const reportsDir = testInfo.outputPath('reports');
  const asked = await serveReportsFrom(page, reportsDir);
  const consoleErrors: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') consoleErrors.push(m.text());
  });
  const failed: string[] = [];
  page.on('response', (r) => {
    if (r.status() >= 400) failed.push(`${r.status()} ${r.url()}`);
  });
  await openWorkbench(page);
  await page.getByTestId('panel-coverage').click();
  await expect(page.getByTestId('coverage-none')).toContainText('No run yet');
  await page.getByTestId('panel-run').click();
  await expect(page.getByTestId('run-none')).toContainText('No run yet');
  // no console error, no 404: only the index was asked, nothing that is not there
  expect(consoleErrors).toEqual([]);
  expect(failed).toEqual([]);
  expect(asked).toEqual(['/sandbox/workbench/reports.json']);
  // what is missing and what writes it
  await expect(page.getByTestId('run-none')).toContainText('reports/model-run.json does not exist');
  await expect(page.getByTestId('run-none')).toContainText('Run npm run test:model-run');
  await page.getByTestId('panel-coverage').click();
  await expect(page.getByTestId('coverage-none')).toContainText('reports/transition-coverage.json does not exist');
  await expect(page.getByTestId('coverage-none')).toContainText('Run npm run test:model');

  // a model-test run writes its report: Reload reads it, and the overlay marks the uncovered transition
  const ids = listTransitions(machineRegistry.find((e) => e.name === 'amount')!.machine).map((t) => t.id);
  const report: Record<string, { total: number; covered: number; uncovered: string[]; paths: number }> = Object.fromEntries(
    machineRegistry.map((e) => [e.name, { total: 4, covered: 4, uncovered: [], paths: 1 }]),
  );
  report.amount = { total: ids.length, covered: ids.length - 1, uncovered: [ids[0]!], paths: 3 };
  mkdirSync(reportsDir, { recursive: true });
  writeFileSync(path.join(reportsDir, 'transition-coverage.json'), JSON.stringify(report));
  await page.getByTestId('panel-coverage').click();
  await page.getByTestId('coverage-reload').click();
  await expect(page.getByTestId('coverage-amount')).toContainText(`${ids.length - 1}/${ids.length}`);
  await page.getByTestId('coverage-amount').getByRole('button').click();
  await expect(page.getByTestId('overlay')).toHaveValue('model');
  await page.getByTestId('expand-all').click();
  // the arrow drawing a transition (an arrow draws every transition between its two boxes)
  const edge = (id: string) =>
    chart(page, 'amount').locator(`path.edge[data-transitions*='${JSON.stringify(id).replace(/\\/g, '\\\\').replace(/'/g, "\\'")}']`);
  await expect(edge(ids[0]!)).toHaveClass(/\buncovered\b/);
  await expect(edge(ids.at(-1)!)).toHaveClass(/\bcovered\b/);
  await expect(edge(ids.at(-1)!)).not.toHaveClass(/\buncovered\b/);
  expect(asked).toContain('/sandbox/workbench/coverage.json');
  expect(failed).toEqual([]);
  expect(consoleErrors).toEqual([]);
});

test('the launcher opens the app with the inspector and links to the workbench', async ({ page }) => {
  await page.goto('/sandbox');
  await expect(page.getByTestId('workbench-link')).toHaveAttribute('href', '/sandbox/workbench');
  await page.getByTestId('open-with-inspector').check();
  await page.getByTestId('open-web-COM').click();
  await expect(amountPage(page).payButton).toBeVisible();
  // The server's first screen shows Pay before the app has run; the app keeps the flag as it starts.
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', '');
  expect(await page.evaluate(() => sessionStorage.getItem('cashier.inspect'))).toBe('1');
});

// A chart QA can read on a 1280 × 800 screen.
test.describe('a readable chart at 1280 × 800', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  /** The element lies wholly inside the chart's viewport (nothing to pan to find it). */
  async function expectInView(page: Page, el: ReturnType<Page['locator']>) {
    const vp = (await page.getByTestId('chart-viewport').boundingBox())!;
    await expect(el).toBeVisible();
    const box = (await el.boundingBox())!;
    expect(box.x, 'left edge in view').toBeGreaterThanOrEqual(vp.x);
    expect(box.y, 'top edge in view').toBeGreaterThanOrEqual(vp.y);
    expect(box.x + box.width, 'right edge in view').toBeLessThanOrEqual(vp.x + vp.width);
    expect(box.y + box.height, 'bottom edge in view').toBeLessThanOrEqual(vp.y + vp.height);
  }
  const box = (page: Page, name: string, id: string) => stateEl(page, name, id).locator('rect.box');

  test('a compound state starts collapsed; a click expands it and shows its children; Enter collapses it', async ({ page }) => {
    await openWorkbench(page);
    const active = stateEl(page, 'deposit', 'deposit.active');
    await expect(active).toHaveClass(/\bcollapsed\b/);
    await expect(active).toHaveAttribute('aria-expanded', 'false');
    await expect(active).toHaveAttribute('role', 'button');
    await expect(active.locator('.badge')).toContainText('5 states');
    await expect(stateEl(page, 'deposit', 'deposit.active.starting')).toHaveCount(0);
    // the arrow out of a child of the collapsed state starts at its box
    await expect(chart(page, 'deposit').locator('path.edge[data-source="deposit.active"][data-target="deposit.technicalError"]')).not.toHaveCount(0);

    await active.locator('rect.hit').click();
    await expect(active).toHaveAttribute('aria-expanded', 'true');
    for (const child of ['starting', 'loading', 'ready', 'callback', 'succeeded'])
      await expect(stateEl(page, 'deposit', `deposit.active.${child}`)).toBeVisible();
    // its own compound children are collapsed in turn
    await expect(stateEl(page, 'deposit', 'deposit.active.loading')).toHaveClass(/\bcollapsed\b/);
    await expect(stateEl(page, 'deposit', 'deposit.active.loading.eligibility')).toHaveCount(0);
    await expect(page.getByTestId('zoom-level')).toHaveText('100%');

    // keyboard: the state is a button, Enter toggles it and the focus stays on it
    await active.focus();
    await page.keyboard.press('Enter');
    await expect(active).toHaveAttribute('aria-expanded', 'false');
    await expect(stateEl(page, 'deposit', 'deposit.active.starting')).toHaveCount(0);
    await expect(active).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(stateEl(page, 'deposit', 'deposit.active.starting')).toBeVisible();
    // the toggles inside the chart pass axe (no serious or critical violation, as the app's screens)
    const { violations } = await new AxeBuilder({ page }).include('.wb-chart').withTags(['wcag2a', 'wcag2aa']).analyze();
    expect(violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);

    // Expand all draws every state; Collapse all is back to the start
    await page.getByTestId('expand-all').click();
    await expect(stateEl(page, 'deposit', 'deposit.active.loading.eligibility.fetching')).toBeVisible();
    await page.getByTestId('collapse-all').click();
    await expect(stateEl(page, 'deposit', 'deposit.active.starting')).toHaveCount(0);
  });

  // docs/decisions.md "A readable root chart": at Fit, every top-level state's name is drawn at least
  // 11 CSS px (its font size times the zoom, and its box's height), wholly inside the chart's view.
  const LEGIBLE_PX = 11;
  test("the root chart at Fit shows every top-level state's name legibly", async ({ page }, testInfo) => {
    await openWorkbench(page);
    await page.getByTestId('machine-deposit').click();
    await page.getByTestId('zoom-fit').click();
    const topLevel = Object.values(machineRegistry.find((e) => e.name === 'deposit')!.machine.root.states) as AnyStateNode[];
    expect(topLevel.length, 'the root machine has top-level states').toBeGreaterThan(3);
    await testInfo.attach('root chart at Fit, 1280 × 800', { body: await page.screenshot(), contentType: 'image/png' });
    for (const node of topLevel) {
      const title = stateEl(page, 'deposit', node.id).locator('text.title');
      await expect(title).toHaveText(node.key);
      const size = await title.evaluate((el) => {
        const canvas = el.closest<HTMLElement>('.wb-canvas')!;
        const zoom = new DOMMatrixReadOnly(getComputedStyle(canvas).transform).a;
        return { em: parseFloat(getComputedStyle(el).fontSize) * zoom, height: el.getBoundingClientRect().height };
      });
      expect(size.em, `${node.key}: font size × zoom`).toBeGreaterThanOrEqual(LEGIBLE_PX);
      expect(size.height, `${node.key}: drawn height`).toBeGreaterThanOrEqual(LEGIBLE_PX);
      await expectInView(page, title);
    }
  });

  // docs/decisions.md "Fit stays readable": Fit never goes below 75 % (a state's 12 px name at 9 px); a chart
  // too large for that shows the largest readable part around the state opened last, or the current one.
  const FIT_MIN_PERCENT = 75;
  const zoomPercent = async (page: Page) => Number.parseInt((await page.getByTestId('zoom-level').textContent()) ?? '', 10);
  async function expectReadable(page: Page, name: string, id: string) {
    const title = stateEl(page, name, id).locator('text.title');
    const px = await title.evaluate((el) => {
      const zoom = new DOMMatrixReadOnly(getComputedStyle(el.closest<HTMLElement>('.wb-canvas')!).transform).a;
      return parseFloat(getComputedStyle(el).fontSize) * zoom;
    });
    expect(px, `${id}: its name's size on screen`).toBeGreaterThanOrEqual(9);
    await expectInView(page, title);
  }

  test('Fit live in a flow keeps the chart readable, the current state in view', async ({ page }, testInfo) => {
    await openWorkbench(page);
    const { app } = await openInspectedApp(page);
    await app.locator('[data-testid="mean-tile"][data-mean-id="6"]').click();
    await amountPage(app).pay('45');
    await expect(app.getByTestId('skrill-form')).toBeVisible();
    const direct = stateEl(page, 'deposit', 'deposit.active.ready.flow.direct');
    await expect(direct).toHaveClass(/\bcurrent\b/);
    await page.getByTestId('zoom-fit').click();
    await testInfo.attach('root chart live in the direct flow, at Fit', { body: await page.screenshot(), contentType: 'image/png' });
    await expect.poll(() => zoomPercent(page), { message: 'zoom at Fit, live in a flow' }).toBeGreaterThanOrEqual(FIT_MIN_PERCENT);
    await expectReadable(page, 'deposit', 'deposit.active.ready.flow.direct');
  });

  test('Fit with states opened by hand keeps the chart readable, the state opened last in view', async ({ page }, testInfo) => {
    await openWorkbench(page);
    for (const id of ['deposit.active', 'deposit.active.ready']) {
      await stateEl(page, 'deposit', id).locator('rect.hit').click();
      await expect(stateEl(page, 'deposit', id)).toHaveAttribute('aria-expanded', 'true');
    }
    await page.getByTestId('zoom-fit').click();
    await testInfo.attach('root chart, active and ready opened by hand, at Fit', { body: await page.screenshot(), contentType: 'image/png' });
    await expect.poll(() => zoomPercent(page), { message: 'zoom at Fit, states opened by hand' }).toBeGreaterThanOrEqual(FIT_MIN_PERCENT);
    await expectReadable(page, 'deposit', 'deposit.active.ready');
    // the keyboard's 0 is the same Fit
    await page.getByTestId('zoom-out').click();
    await page.getByTestId('chart-viewport').focus();
    await page.keyboard.press('0');
    await expect.poll(() => zoomPercent(page), { message: 'zoom after 0' }).toBeGreaterThanOrEqual(FIT_MIN_PERCENT);
  });

  test('every chart opens at 100 % with its initial state in view', async ({ page }) => {
    await openWorkbench(page);
    for (const entry of machineRegistry) {
      await page.getByTestId(`machine-${entry.name}`).click();
      await expect(chart(page, entry.name).locator('svg')).toBeVisible({ timeout: 20_000 });
      await expect(page.getByTestId('zoom-level')).toHaveText('100%');
      // the initial state, or the first region of a parallel machine
      const root = entry.machine.root;
      const initial = ((root.initial?.target?.[0] as AnyStateNode | undefined) ?? (Object.values(root.states)[0] as AnyStateNode | undefined))?.id;
      expect(initial, `${entry.name} has an initial state`).toBeTruthy();
      await expectInView(page, box(page, entry.name, initial!));
    }
  });

  test('live: the current state is in view at 100 %, its path open and highlighted from the initial state', async ({ page }) => {
    await openWorkbench(page);
    const { app } = await openInspectedApp(page);
    const idle = stateEl(page, 'deposit', 'deposit.active.ready.flow.idle');
    await expect(idle).toHaveClass(/\bcurrent\b/);
    await expect(page.getByTestId('zoom-level')).toHaveText('100%');
    await expectInView(page, idle.locator('rect.box'));
    // the states on the active path opened by themselves, the others stay collapsed
    for (const id of ['deposit.active', 'deposit.active.ready', 'deposit.active.ready.flow']) {
      await expect(stateEl(page, 'deposit', id)).toHaveAttribute('aria-expanded', 'true');
      await expect(stateEl(page, 'deposit', id)).toHaveClass(/\bactive\b/);
    }
    await expect(stateEl(page, 'deposit', 'deposit.active.loading')).toHaveClass(/\bcollapsed\b/);
    // the path from the initial state: through context init and the loading of the page
    for (const id of ['deposit.initializing', 'deposit.active.loading', 'deposit.active.ready.flow.checking']) {
      await expect(stateEl(page, 'deposit', id)).toHaveClass(/\bonpath\b/);
    }
    await expect(stateEl(page, 'deposit', 'deposit.technicalError')).not.toHaveClass(/\bonpath\b/);
    await expect(chart(page, 'deposit').locator('path.edge.onpath[data-source="deposit.initializing"]')).toHaveCount(1);

    // the player pays with Skrill: the chart follows to the direct flow, still in view
    await app.locator('[data-testid="mean-tile"][data-mean-id="6"]').click();
    await amountPage(app).pay('45');
    await expect(app.getByTestId('skrill-form')).toBeVisible();
    const direct = stateEl(page, 'deposit', 'deposit.active.ready.flow.direct');
    await expect(direct).toHaveClass(/\bcurrent\b/);
    await expectInView(page, direct.locator('rect.box'));
    await expect(stateEl(page, 'deposit', 'deposit.active.ready.flow.loadingFlow')).toHaveClass(/\bonpath\b/);
  });
});
