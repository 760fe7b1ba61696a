// The QA workbench: every machine of machines/registry.ts drawn from its definition, a live view of a
// Cashier page opened with ?inspect=1, traces saved/loaded/replayed and exported as Playwright specs
// (trace-to-spec.ts), and the transition coverage of the last model-based runs. See docs/qa.md.
import { useEffect, useMemo, useRef, useState } from 'react';
import { machineRegistry } from '../../../machines/registry';
import { toChart, type Chart } from '../../../scripts/statechart/chart';
import { INSPECT_CHANNEL, INSPECT_PROTOCOL, type InspectHello } from '../../../src/app/inspect';
import { ChartView, type ChartMarks } from './ChartView';
import { currentStates, focusState, foldableIds, foldChart, NO_CHOICES, openStates, pathTo, toggle, type FoldChoices } from './fold';
import { renderFolded, type Layout } from './render';
import { traceToSpec } from './trace-to-spec';
import {
  activeStateIds,
  actorLabel,
  actorOf,
  eventType,
  machineRuns,
  parseTraceFile,
  runOf,
  steps as stepIndexes,
  systemAt,
  toTraceFile,
  type CoverageReport,
  type InspectMessage,
  type MachineInfo,
  type ModelRunReport,
} from './model';
import type { ReportEntry, ReportIndex } from '../routes';

const MACHINES: MachineInfo[] = machineRegistry.map((e) => ({ name: e.name, machine: e.machine }));
const byName = new Map(MACHINES.map((m) => [m.name, m]));
const nameOfMachineId = new Map(MACHINES.map((m) => [m.machine.id, m.name]));

type Overlay = 'none' | 'model' | 'browser';
type Panel = 'events' | 'coverage' | 'run';

const charts = new Map<string, Chart>();
function chartOf(name: string): Chart {
  let c = charts.get(name);
  if (!c) {
    const m = byName.get(name)!;
    c = toChart(m.name, m.machine);
    charts.set(name, c);
  }
  return c;
}

/** Layouts by machine and open states (elkjs runs in the page: a few hundred ms for the largest). */
const layoutCache = new Map<string, Promise<Layout>>();
function layoutOf(name: string, open: ReadonlySet<string>): Promise<Layout> {
  const key = `${name}|${[...open].sort().join('|')}`;
  let p = layoutCache.get(key);
  if (!p) {
    p = renderFolded(foldChart(chartOf(name), open));
    if (layoutCache.size > 80) layoutCache.delete(layoutCache.keys().next().value!);
    layoutCache.set(key, p);
  }
  return p;
}

const initialMachine = () => {
  const h = decodeURIComponent(location.hash.slice(1));
  return byName.has(h) ? h : 'deposit';
};

async function fetchJson<T>(url: string): Promise<T | null> {
  try {
    const res = await fetch(url, { cache: 'no-store' });
    return res.ok ? ((await res.json()) as T) : null;
  } catch {
    return null;
  }
}

const time = (at: number) => new Date(at).toISOString().slice(11, 23);

export function App() {
  const [machine, setMachine] = useState(initialMachine);
  /** The layout on screen (the previous one stays while the next is computed). */
  const [shown, setShown] = useState<{ machine: string; key: string; layout: Layout } | null>(null);
  /** Per machine: the states opened and closed by hand. */
  const [choices, setChoices] = useState<Record<string, FoldChoices>>({});
  const [live, setLive] = useState<InspectMessage[]>([]);
  const [paused, setPaused] = useState(false);
  const [trace, setTrace] = useState<{ name: string; messages: InspectMessage[] } | null>(null);
  const [step, setStep] = useState(0);
  const [overlay, setOverlay] = useState<Overlay>('none');
  const [panel, setPanel] = useState<Panel>('events');
  const [coverage, setCoverage] = useState<CoverageReport | null | undefined>(undefined);
  const [run, setRun] = useState<ModelRunReport | null | undefined>(undefined);
  /** Which reports exist and the command that writes each; null: the index could not be read. */
  const [reports, setReports] = useState<ReportIndex | null | undefined>(undefined);
  const [traceError, setTraceError] = useState('');
  const [expanded, setExpanded] = useState<number | null>(null);
  /** The side panel: hidden, the chart gets the whole width (a 1280 px screen). */
  const [side, setSide] = useState(true);
  const pausedRef = useRef(paused);
  pausedRef.current = paused;
  const fileInput = useRef<HTMLInputElement>(null);

  useEffect(() => {
    if (location.hash.slice(1) !== machine) history.replaceState(null, '', `#${machine}`);
  }, [machine]);

  // live channel
  useEffect(() => {
    const channel = new BroadcastChannel(INSPECT_CHANNEL);
    channel.onmessage = (e: MessageEvent<InspectMessage>) => {
      const m = e.data;
      if (!m || m.v !== INSPECT_PROTOCOL || m.kind === ('hello' as string) || pausedRef.current) return;
      setLive((all) => (all.length > 5000 ? [...all.slice(-4000), m] : [...all, m]));
    };
    // pages already running re-send their current snapshots
    channel.postMessage({ v: INSPECT_PROTOCOL, kind: 'hello' } satisfies InspectHello);
    return () => channel.close();
  }, []);

  // The index first, then only the reports it lists: a clone without reports/ makes no failing request
  // (docs/decisions.md "The workbench on a fresh clone").
  const reloadReports = () => {
    void fetchJson<ReportIndex>('/sandbox/workbench/reports.json').then((index) => {
      setReports(index);
      const read = <T,>(entry: ReportEntry | undefined, set: (value: T | null) => void) => {
        if (entry?.url) void fetchJson<T>(entry.url).then(set);
        else set(null);
      };
      read<CoverageReport>(index?.coverage, setCoverage);
      read<ModelRunReport>(index?.modelRun, setRun);
    });
  };
  useEffect(reloadReports, []);

  const messages = trace ? trace.messages : live;
  const rows = useMemo(() => stepIndexes(messages), [messages]);
  const replaying = trace !== null;
  const upTo = replaying ? (rows[step] ?? -1) + 1 : messages.length;
  const view = useMemo(() => systemAt(messages.slice(0, upTo), MACHINES), [messages, upTo]);

  const info = byName.get(machine)!;
  const actor = actorOf(view, info.machine.id);
  const uncovered = useMemo((): ReadonlySet<string> | null => {
    if (overlay === 'model') return coverage?.[machine] ? new Set(coverage[machine].uncovered) : null;
    if (overlay === 'browser') {
      const r = runOf(run, machine);
      return r ? new Set(r.transitions.uncovered) : null;
    }
    return null;
  }, [overlay, coverage, run, machine]);
  // folding: what is open, the chart as drawn, the current state and the path to it
  const chart = chartOf(machine);
  const activeKey = actor ? activeStateIds(info.machine, actor.value).join('|') : '';
  const active = useMemo(() => new Set(activeKey ? activeKey.split('|') : []), [activeKey]);
  const mine = choices[machine] ?? NO_CHOICES;
  const open = useMemo(() => openStates(chart, mine, active), [chart, mine, active]);
  const openKey = [...open].sort().join('|');
  // biome-ignore lint/correctness/useExhaustiveDependencies: keyed by openKey: `open` is a new Set on every live message, the layout only changes with its content
  const folded = useMemo(() => foldChart(chart, open), [chart, openKey]);
  const path = useMemo(() => pathTo(chart, currentStates(chart, active)), [chart, active]);
  const focus = folded.shownAs(focusState(chart, active));

  // biome-ignore lint/correctness/useExhaustiveDependencies: the layout is asked for again only when the machine or the open states (their key) change
  useEffect(() => {
    let gone = false;
    void layoutOf(machine, open).then((layout) => !gone && setShown({ machine, key: openKey, layout }));
    return () => {
      gone = true;
    };
  }, [machine, openKey]);

  const marks: ChartMarks = useMemo(() => {
    const drawn = (ids: Iterable<string>) => new Set([...ids].map((id) => folded.shownAs(id)));
    return {
      active: drawn(active),
      fired: new Set(view.fired.get(info.machine.id) ?? []),
      uncovered,
      path: {
        states: drawn(path.states),
        transitions: new Set(path.transitions),
        inits: new Set(path.inits.filter((id) => open.has(id) || id === chart.root.id)),
      },
    };
  }, [active, folded, path, open, chart, info, view, uncovered]);

  const setMine = (next: FoldChoices) => setChoices((all) => ({ ...all, [machine]: next }));

  const pages = new Set(live.map((m) => m.page)).size;
  const activeMachines = new Set([...view.actors.values()].filter((a) => a.status === 'active' && a.machineId).map((a) => a.machineId!));

  const download = (text: string, type: string, name: string) => {
    const a = document.createElement('a');
    a.href = URL.createObjectURL(new Blob([text], { type }));
    a.download = name;
    a.click();
    setTimeout(() => URL.revokeObjectURL(a.href), 1000);
  };
  const save = () => {
    const file = toTraceFile(messages);
    // One line: the compact trace is for attaching (docs/qa.md), the workbench is the way to read it.
    download(JSON.stringify(file), 'application/json', `cashier-trace-${file.savedAt.replace(/[:.]/g, '-')}.json`);
  };
  /** The trace as a Playwright spec for test/e2e/traces/ (trace-to-spec.ts, docs/qa.md). */
  const exportSpec = () => {
    try {
      const name = trace ? trace.name.replace(/\.json$/, '') : `cashier-trace-${new Date().toISOString().replace(/[:.]/g, '-')}`;
      const spec = traceToSpec(messages, { name, source: trace?.name });
      download(spec.text, 'text/plain', spec.fileName);
      setTraceError('');
    } catch (err) {
      setTraceError(`Export as test: ${(err as Error).message}`);
    }
  };
  const load = async (file: File) => {
    try {
      const t = parseTraceFile(await file.text());
      setTrace({ name: file.name, messages: t.messages });
      setStep(0);
      setTraceError('');
      setPanel('events');
    } catch (err) {
      setTraceError(`${file.name}: ${(err as Error).message}`);
    }
  };
  const replayLive = () => {
    setTrace({ name: 'recorded live events', messages: [...live] });
    setStep(0);
  };
  const go = (i: number) => {
    const next = Math.max(0, Math.min(rows.length - 1, i));
    setStep(next);
    // follow the actor of the step on its machine's chart
    const m = messages[rows[next] ?? -1];
    const name = m?.actor.machineId ? nameOfMachineId.get(m.actor.machineId) : undefined;
    if (name) setMachine(name);
  };

  const cov = coverage?.[machine];
  return (
    <div className="wb" data-testid="workbench">
      <header className="wb-header">
        <h1>Statechart workbench</h1>
        <nav className="wb-machines" aria-label="Machines">
          {MACHINES.map((m) => (
            <button
              key={m.name}
              type="button"
              className={m.name === machine ? 'current' : ''}
              aria-pressed={m.name === machine}
              data-testid={`machine-${m.name}`}
              data-active={activeMachines.has(m.machine.id) ? 'true' : 'false'}
              onClick={() => setMachine(m.name)}
            >
              {activeMachines.has(m.machine.id) && <span className="wb-dot" role="img" aria-label="running" />}
              {m.name}
            </button>
          ))}
        </nav>
        <button
          type="button"
          className="wb-side-toggle"
          aria-expanded={side}
          aria-controls="wb-side"
          data-testid="toggle-panel"
          onClick={() => setSide((v) => !v)}
        >
          {side ? 'Hide panel' : 'Show panel'}
        </button>
        <a href="/sandbox" className="wb-link">
          Launcher
        </a>
      </header>

      <div className="wb-body">
        <section className="wb-main" aria-label={`${machine} statechart`}>
          <div className="wb-status" data-testid="chart-status">
            <strong>{machine}</strong> <code>#{info.machine.id}</code>
            {actor ? (
              <span data-testid="chart-actor">
                {' '}
                · {replaying ? 'trace' : 'live'}: <code>{actorLabel(actor)}</code> {actor.status !== 'active' && <em>({actor.status})</em>}
              </span>
            ) : (
              <span className="muted"> · not running</span>
            )}
            <label className="wb-overlay">
              Coverage{' '}
              <select value={overlay} onChange={(e) => setOverlay(e.target.value as Overlay)} data-testid="overlay">
                <option value="none">off</option>
                <option value="model">model tests (vitest)</option>
                <option value="browser">browser model run</option>
              </select>
            </label>
          </div>
          {shown?.machine === machine ? (
            <ChartView
              key={machine}
              name={machine}
              layout={shown.layout}
              marks={marks}
              focus={focus}
              onToggle={(id, isOpen) => setMine(toggle(mine, id, isOpen))}
              onExpandAll={() => setMine({ open: new Set(foldableIds(chart)), closed: new Set() })}
              onCollapseAll={() => setMine(NO_CHOICES)}
            />
          ) : (
            <p className="wb-loading" data-testid="chart-loading">
              Laying out {machine}…
            </p>
          )}
          <p className="wb-legend">
            <span className="lg active">active state</span> <span className="lg onpath">path from the initial state</span>{' '}
            <span className="lg fired">last transition</span> <span className="lg covered">covered</span> <span className="lg uncovered">uncovered</span>{' '}
            <span className="lg collapsed">collapsed: click or Enter opens it</span>
          </p>
        </section>

        <aside className="wb-side" id="wb-side" hidden={!side}>
          <div className="wb-tabs" role="tablist">
            {(['events', 'coverage', 'run'] as Panel[]).map((p) => (
              <button key={p} type="button" role="tab" aria-selected={panel === p} data-testid={`panel-${p}`} onClick={() => setPanel(p)}>
                {p === 'events' ? (replaying ? 'Trace' : 'Live') : p === 'coverage' ? 'Coverage' : 'Model run'}
              </button>
            ))}
          </div>

          {panel === 'events' && (
            <div className="wb-panel">
              {replaying ? (
                <div className="wb-replay" data-testid="replay">
                  <p>
                    Trace <code>{trace.name}</code>: step <strong data-testid="replay-step">{rows.length ? step + 1 : 0}</strong> of{' '}
                    <span data-testid="replay-total">{rows.length}</span>
                  </p>
                  <div className="wb-row">
                    <button type="button" onClick={() => go(step - 1)} disabled={step <= 0} data-testid="replay-prev">
                      ◀ Previous
                    </button>
                    <button type="button" onClick={() => go(step + 1)} disabled={step >= rows.length - 1} data-testid="replay-next">
                      Next ▶
                    </button>
                    <button type="button" className="secondary" onClick={() => setTrace(null)} data-testid="replay-exit">
                      Back to live
                    </button>
                  </div>
                </div>
              ) : (
                <p className="wb-live" data-testid="live-status">
                  {pages
                    ? `Listening: ${pages} inspected page${pages > 1 ? 's' : ''}, ${rows.length} events.`
                    : 'Waiting for a Cashier page opened with ?inspect=1 (launcher: "Open with inspector").'}
                </p>
              )}
              <div className="wb-row">
                {!replaying && (
                  <>
                    <button type="button" className="secondary" onClick={() => setPaused((p) => !p)} data-testid="live-pause">
                      {paused ? 'Resume' : 'Pause'}
                    </button>
                    <button type="button" className="secondary" onClick={() => setLive([])} data-testid="live-clear">
                      Clear
                    </button>
                    <button type="button" className="secondary" onClick={replayLive} disabled={!rows.length} data-testid="live-replay">
                      Replay
                    </button>
                  </>
                )}
                <button type="button" onClick={save} disabled={!messages.length} data-testid="trace-save">
                  Save trace
                </button>
                <button type="button" className="secondary" onClick={exportSpec} disabled={!messages.length} data-testid="trace-export">
                  Export as test
                </button>
                <button type="button" className="secondary" onClick={() => fileInput.current?.click()} data-testid="trace-load">
                  Load trace
                </button>
                <input
                  ref={fileInput}
                  type="file"
                  accept="application/json,.json"
                  hidden
                  data-testid="trace-file"
                  onChange={(e) => {
                    const f = e.target.files?.[0];
                    if (f) void load(f);
                    e.target.value = '';
                  }}
                />
              </div>
              {traceError && (
                <p className="error" role="alert" data-testid="trace-error">
                  {traceError}
                </p>
              )}
              <ol className="wb-events" data-testid="event-list">
                {rows.map((mi, i) => {
                  const m = messages[mi]!;
                  const current = replaying && i === step;
                  const future = replaying && i > step;
                  return (
                    <li
                      key={`${m.page}-${m.seq}`}
                      data-testid="event-row"
                      data-event={eventType(m)}
                      data-actor={actorLabel(m.actor)}
                      className={[current ? 'current' : '', future ? 'future' : ''].join(' ')}
                      aria-current={current ? 'step' : undefined}
                    >
                      <button type="button" className="wb-event" onClick={() => (replaying ? go(i) : setExpanded(expanded === i ? null : i))}>
                        <time>{time(m.at)}</time> <span className="actor">{actorLabel(m.actor)}</span> <strong>{eventType(m)}</strong>
                        <span className="value">→ {JSON.stringify(m.snapshot?.value)}</span>
                      </button>
                      {(expanded === i || current) && <pre data-testid="event-payload">{JSON.stringify(m.event, null, 2)}</pre>}
                    </li>
                  );
                })}
              </ol>
            </div>
          )}

          {panel === 'coverage' && (
            <div className="wb-panel" data-testid="coverage-panel">
              <div className="wb-row">
                <button type="button" className="secondary" onClick={reloadReports} data-testid="coverage-reload">
                  Reload reports
                </button>
              </div>
              <h2>Model tests (vitest, test/model)</h2>
              {coverage === undefined ? (
                <p>Loading…</p>
              ) : coverage === null ? (
                <NoReport testId="coverage-none" entry={reports?.coverage} what="model tests" />
              ) : (
                <table data-testid="coverage-table">
                  <thead>
                    <tr>
                      <th>machine</th>
                      <th>covered</th>
                      <th>paths</th>
                    </tr>
                  </thead>
                  <tbody>
                    {MACHINES.map((m) => {
                      const r = coverage[m.name];
                      return (
                        <tr key={m.name} data-testid={`coverage-${m.name}`} className={r && r.uncovered.length ? 'bad' : ''}>
                          <td>
                            <button
                              type="button"
                              className="link"
                              onClick={() => {
                                setMachine(m.name);
                                setOverlay('model');
                              }}
                            >
                              {m.name}
                            </button>
                          </td>
                          <td>{r ? `${r.covered}/${r.total}` : 'not in report'}</td>
                          <td>{r?.paths ?? ''}</td>
                        </tr>
                      );
                    })}
                  </tbody>
                </table>
              )}
              {cov && cov.uncovered.length > 0 && (
                <>
                  <h3>Uncovered in {machine}</h3>
                  <ul className="wb-ids">
                    {cov.uncovered.map((id) => (
                      <li key={id}>
                        <code>{id}</code>
                      </li>
                    ))}
                  </ul>
                </>
              )}
            </div>
          )}

          {panel === 'run' && (
            <div className="wb-panel" data-testid="run-panel">
              <div className="wb-row">
                <button type="button" className="secondary" onClick={reloadReports}>
                  Reload reports
                </button>
              </div>
              {run === undefined ? (
                <p>Loading…</p>
              ) : run === null ? (
                <NoReport testId="run-none" entry={reports?.modelRun} what="browser model runs" />
              ) : (
                <RunPanel
                  run={run}
                  machine={machine}
                  show={(name) => {
                    setMachine(name);
                    setOverlay('browser');
                  }}
                />
              )}
            </div>
          )}
        </aside>
      </div>
    </div>
  );
}

/** A report not produced yet on this clone (reports/ is not tracked): what writes it, or why it is unknown. */
function NoReport({ testId, entry, what }: { testId: string; entry: ReportEntry | undefined; what: string }) {
  if (!entry) {
    return (
      <p data-testid={testId} className="wb-none">
        The sandbox did not answer the reports' index (<code>/sandbox/workbench/reports.json</code>): is it running this checkout?
      </p>
    );
  }
  if (entry.url) {
    return (
      <p data-testid={testId} className="wb-none">
        <code>{entry.file}</code> could not be read. Run <code>{entry.command}</code> again, then <strong>Reload reports</strong>.
      </p>
    );
  }
  return (
    <p data-testid={testId} className="wb-none">
      <strong>No run yet</strong> on this clone: <code>{entry.file}</code> does not exist. Run <code>{entry.command}</code> (the {what}) to write it, then{' '}
      <strong>Reload reports</strong>.
    </p>
  );
}

/**
 * The browser model runs: one row per machine run (deposit, card, mobile-money...), then the paths of the
 * run of the machine on the chart (the root's when the chart's machine has no browser run).
 */
function RunPanel({ run, machine, show }: { run: ModelRunReport; machine: string; show: (name: string) => void }) {
  const runs = machineRuns(run);
  const r = runOf(run, machine) ?? runs[0]!;
  return (
    <>
      <table data-testid="run-machines">
        <thead>
          <tr>
            <th>machine</th>
            <th>paths passed</th>
            <th>transitions covered</th>
            <th>run</th>
          </tr>
        </thead>
        <tbody>
          {runs.map((m) => (
            <tr
              key={m.machine}
              data-testid={`run-machine-${m.machine}`}
              className={m.failures || m.transitions.uncovered.length > m.transitions.notRealisable.length ? 'bad' : ''}
            >
              <td>
                <button type="button" className="link" onClick={() => show(m.machine)}>
                  {m.machine}
                </button>
              </td>
              <td>
                {m.paths.filter((p) => p.status === 'passed').length}/{m.paths.length}
              </td>
              <td>
                {m.transitions.covered.length}/{m.transitions.total}
              </td>
              <td>{(m.durationMs / 1000).toFixed(1)} s</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p data-testid="run-summary">
        <strong>{r.machine}</strong>: {r.paths.filter((p) => p.status === 'passed').length}/{r.paths.length} paths passed, {r.transitions.covered.length}/
        {r.transitions.total} transitions covered, {r.failures} failure(s), {(r.durationMs / 1000).toFixed(1)} s, {r.finishedAt.slice(0, 19).replace('T', ' ')}
      </p>
      <button type="button" className="secondary" onClick={() => show(r.machine)}>
        Show on chart
      </button>
      <ol className="wb-paths">
        {r.paths.map((p) => (
          <li key={p.name} className={p.status} data-testid="run-path" data-status={p.status}>
            <details>
              <summary>
                {p.status === 'passed' ? '✓' : p.status === 'failed' ? '✗' : '–'} {p.name} <span className="muted">({(p.durationMs / 1000).toFixed(1)} s)</span>
              </summary>
              <ol>
                {p.steps.map((s, i) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: a recorded run's steps have no id and never reorder
                  <li key={i} className={s.ok === false ? 'bad' : ''}>
                    <code>{s.event}</code> — {s.action}; expect {s.expect} {s.ok === true ? '✓' : s.ok === false ? '✗' : ''}
                  </li>
                ))}
              </ol>
              {p.error && <pre className="error">{p.error}</pre>}
            </details>
          </li>
        ))}
      </ol>
      {r.transitions.notRealisable.length > 0 && (
        <>
          <h3>Not realisable in the browser ({r.machine})</h3>
          <ul className="wb-ids">
            {r.transitions.notRealisable.map((t) => (
              <li key={t.id}>
                <code>{t.id}</code>: {t.why}
              </li>
            ))}
          </ul>
        </>
      )}
    </>
  );
}
