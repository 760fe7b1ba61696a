import { mkdtempSync, readFileSync, writeFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { fixtureRegistry } from '../../test/model/fixtures/registry';
import { paymentMachine } from '../../test/model/fixtures/payment.machine';
import { checkCharts, writeCharts } from '../charts';
import { toMermaid } from './mermaid';
import { toSvg } from './svg';

/** Minimal well-formedness check: every tag closed in order, attributes quoted, entities escaped. */
function assertWellFormedXml(xml: string) {
  const body = xml.replace(/^<\?xml[^>]*\?>\s*/, '');
  const stack: string[] = [];
  const tag = /<(\/?)([A-Za-z][\w:-]*)((?:\s+[\w:-]+="[^"<]*")*)\s*(\/?)>|<!--[\s\S]*?-->/g;
  let last = 0;
  for (let m = tag.exec(body); m; m = tag.exec(body)) {
    const between = body.slice(last, m.index);
    expect(between, `stray markup before ${m[0]}`).not.toMatch(/<|&(?!(amp|lt|gt|quot|#\d+);)/);
    last = m.index + m[0].length;
    if (m[0].startsWith('<!--')) continue;
    const [, close, name, , selfClose] = m;
    if (close) expect(stack.pop(), `closing </${name}>`).toBe(name);
    else if (!selfClose) stack.push(name!);
  }
  expect(body.slice(last).trim()).toBe('');
  expect(stack).toEqual([]);
}

describe('statecharts', () => {
  const dir = mkdtempSync(join(tmpdir(), 'charts-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('renders Mermaid with composite, parallel, initial, final, guards, always, after and invokes', () => {
    const mmd = toMermaid('payment', paymentMachine);
    expect(mmd.startsWith('stateDiagram-v2\n')).toBe(true);
    expect(mmd).toContain('  [*] --> s_payment_init');
    expect(mmd).toContain('state "init<br/>invoke: tokenFlow<br/>tags: busy" as s_payment_init');
    expect(mmd).toContain('    --\n');
    expect(mmd).toContain('s_payment_closed --> [*]');
    expect(mmd).toContain('s_payment_ready --> s_payment_submitting : deposit.submitted [amountValid && consented]');
    expect(mmd).toContain('s_payment_polling --> s_payment_failed : always [tooManyPolls]');
    expect(mmd).toContain('s_payment_polling --> s_payment_failed : after 9000ms');
    expect(mmd).toContain('after pollInterval (2000ms)');
    expect(mmd).toContain('s_payment_init --> s_payment_ready : done: tokenFlow [sessionOk]');
  });

  it('renders a deterministic, well-formed SVG', async () => {
    const a = await toSvg('payment', paymentMachine);
    const b = await toSvg('payment', paymentMachine);
    expect(a).toBe(b);
    assertWellFormedXml(a);
    expect(a).toContain('class="state final"');
    expect(a).toContain('class="state compound region composite"');
    expect(a).toContain('class="initial"');
    expect(a).toContain('marker-end="url(#arrow)"');
    expect(a).toContain('amountValid &amp;&amp; consented');
    // Two layouts of a whole chart: seconds on a loaded machine (the default 5 s budget failed CI once).
  }, 60_000);

  it('writes charts and an index, and check names stale and missing files', async () => {
    await writeCharts(fixtureRegistry, dir);
    expect(await checkCharts(fixtureRegistry, dir)).toEqual([]);
    expect(readFileSync(join(dir, 'README.md'), 'utf8')).toContain('| payment | `payment` |');
    writeFileSync(join(dir, 'token.svg'), 'old');
    rmSync(join(dir, 'payment.mmd'));
    writeFileSync(join(dir, 'gone.mmd'), 'x');
    expect(await checkCharts(fixtureRegistry, dir)).toEqual([
      'stale: docs/statecharts/token.svg',
      'missing: docs/statecharts/payment.mmd',
      'orphaned (no machine in the registry): docs/statecharts/gone.mmd',
    ]);
  }, 60_000);
});
