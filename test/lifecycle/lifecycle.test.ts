// The lifecycle model's own checks (docs/qa.md "Page lifecycle"): every screen state of the root and flow
// machines has a phase (so a rule), every browser run names a real screen state with a rule that applies,
// no pair is left out, and docs/qa.md shows the current report.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { lifecycleMarkdown, lifecyclePairs, withSection } from './report';
import { phaseOf, ruleFor } from './rules';
import { LIFECYCLE_RUNS, standsForState } from './runs';
import { screenStates } from './screens';

describe('page lifecycle (test/lifecycle)', () => {
  it('the graphs give screen states for the root and every flow machine', () => {
    const machines = new Set(screenStates().map((s) => s.machine));
    expect([...machines].sort()).toEqual([
      'apple-pay',
      'blik',
      'card',
      'deposit',
      'direct-deposit',
      'google-pay',
      'mbway',
      'mobile-money',
      'paypal',
      'withdrawal',
    ]);
    // the screens the known defects were on are among them
    expect(screenStates().map((s) => `${s.machine}|${s.state}`)).toEqual(
      expect.arrayContaining(['card|challenge.showing', 'card|issuerRedirect', 'card|threeDs2']),
    );
  }, 120_000);

  it('every screen state has a phase, so a rule for each event', () => {
    const missing = screenStates()
      .filter((s) => phaseOf(s.machine, s.state) === null)
      .map((s) => `${s.machine} ${s.state}`);
    expect(missing).toEqual([]);
  });

  it('every browser run is on a screen state of the graphs, with a rule that applies', () => {
    const known = new Set(screenStates().map((s) => `${s.machine}|${s.state}`));
    for (const r of LIFECYCLE_RUNS) {
      expect(known.has(`${r.machine}|${r.state}`), `${r.id} ${r.machine} ${r.state}`).toBe(true);
      expect(ruleFor(phaseOf(r.machine, r.state)!, r.event), r.id).toHaveProperty('expect');
      if (r.standsFor) expect(r.standsFor.phases, r.id).toContain(phaseOf(r.machine, r.state));
    }
  });

  it('no pair is left out: each is run, represented by a run of its phase and event, or not applicable', () => {
    const leftOut = lifecyclePairs()
      .filter((p) => p.status.kind === 'leftOut')
      .map((p) => `${p.screen.machine} ${p.screen.state} × ${p.event}`);
    expect(leftOut).toEqual([]);
  });

  it("a run's `only` names machines and states of the graphs, each of its phases", () => {
    for (const r of LIFECYCLE_RUNS) {
      for (const o of r.standsFor?.only ?? []) {
        const taken = screenStates().filter((s) => standsForState([o], s.machine, s.state));
        expect(taken.length, `${r.id} only ${o}`).toBeGreaterThan(0);
        expect(
          taken.some((s) => r.standsFor!.phases.includes(phaseOf(s.machine, s.state)!)),
          `${r.id} only ${o}: none of its states is in ${r.standsFor!.phases.join(', ')}`,
        ).toBe(true);
      }
    }
  });

  it('docs/qa.md shows the current lifecycle report (npm run -s lifecycle:report)', () => {
    const doc = readFileSync('docs/qa.md', 'utf8');
    expect(withSection(doc, lifecycleMarkdown()) === doc, 'docs/qa.md lifecycle section is stale: npm run -s lifecycle:report').toBe(true);
  });
});
