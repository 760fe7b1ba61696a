// A screen's parts by their data-testid, named once in its page model.
import type { Locator } from '@playwright/test';
import type { Surface } from './amount-page';

export function byTestIds<K extends string>(app: Surface, ids: Record<K, string>): Record<K, Locator> {
  return Object.fromEntries(Object.entries<string>(ids).map(([name, id]) => [name, app.getByTestId(id)])) as Record<K, Locator>;
}
