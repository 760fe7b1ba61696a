// The silence oracle checks itself (./silence-oracle.ts): its verdicts on hand-written sequences break where
// the law says (DESIGN 7 "pending after one status read"; docs/decisions.md "Silence is a fault"), the rule
// broken on purpose.
import { expect, test } from './fixtures';
import { silenceMismatches, type Heard } from './silence-oracle';

const sync = (id = 1, intent: string | null = 'intent-1'): Heard => ({ kind: 'sync', id, intent });
const syncEnd = (id = 1, intent: string | null = 'intent-1'): Heard => ({ kind: 'syncEnd', id, intent });
const read: Heard = { kind: 'read' };
const pending = (intent: string | null = 'intent-1'): Heard => ({ kind: 'pending', intent, url: 'http://localhost/sandbox/return?status=pending' });

test.describe('its verdicts', () => {
  test('"pending" after a stream with no status read since: broken (a silent stream handed over unread)', () => {
    expect(silenceMismatches([sync(), pending()])).toHaveLength(1);
    expect(silenceMismatches([sync(), syncEnd(), pending()])).toHaveLength(1);
  });

  test('a read before the stream ended does not count; one answered after its end does', () => {
    expect(silenceMismatches([sync(), read, syncEnd(), pending()])).toHaveLength(1);
    expect(silenceMismatches([sync(), syncEnd(), read, pending()])).toEqual([]);
  });

  test('the last stream call counts: a resubscription after the read needs a read of its own', () => {
    expect(silenceMismatches([sync(1), syncEnd(1), read, sync(2), syncEnd(2), pending()])).toHaveLength(1);
    expect(silenceMismatches([sync(1), syncEnd(1), read, sync(2), syncEnd(2), read, pending()])).toEqual([]);
  });

  test('"pending" without any stream for its intent is not this oracle\'s business', () => {
    expect(silenceMismatches([pending()])).toEqual([]);
    expect(silenceMismatches([sync(1, 'intent-0'), syncEnd(1, 'intent-0'), pending('intent-1')])).toEqual([]);
  });
});
