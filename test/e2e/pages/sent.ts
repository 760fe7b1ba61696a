// What an action sends: the request a tap starts, caught as the tap is made (a request awaited after the tap
// could already have gone).
import type { Page, Request } from '@playwright/test';

export async function sentBy(page: Page, isRequest: (r: Request) => boolean, act: () => Promise<unknown>): Promise<Request> {
  const [request] = await Promise.all([page.waitForRequest(isRequest), act()]);
  return request;
}
