// Keyboard-only use of a page for the specs: Tab to a control as a keyboard user reaches it, press
// a key until a target has focus, and read what has focus.
import type { Locator, Page } from 'playwright-core';

/** The little of the DOM the checks below touch: the e2e package is compiled without DOM types. */
type InPage = { contains(other: unknown): boolean; ownerDocument: { activeElement: unknown } };

/** Whether the target, or something inside it, has focus. */
export const isFocusedWithin = (target: Locator) =>
  // Inline where passed: Playwright sends the function's source to the page.
  target.evaluate((el) =>
    (el as unknown as InPage).contains((el as unknown as InPage).ownerDocument.activeElement),
  );
const hasFocus = (target: Locator) =>
  target.evaluate((el) => el === (el as unknown as InPage).ownerDocument.activeElement);

/** Presses Tab until the target (or something inside it) has focus. */
export async function tabTo(page: Page, target: Locator, limit = 80): Promise<void> {
  for (let press = 0; press < limit; press += 1) {
    if (await isFocusedWithin(target)) {
      return;
    }
    await page.keyboard.press('Tab');
  }
  throw new Error(`${limit} presses of Tab did not reach ${target.toString()}`);
}

/** Presses a key until the target has focus (an option of an open list, say). */
export async function pressUntilFocused(page: Page, key: string, target: Locator, limit = 10) {
  for (let press = 0; press < limit; press += 1) {
    if (await hasFocus(target)) {
      return;
    }
    await page.keyboard.press(key);
  }
  throw new Error(`${limit} presses of ${key} did not reach ${target.toString()}`);
}

/** The focused element's name as a screen reader would start it: its label, else its text. */
export const focusedName = (page: Page) =>
  page.evaluate<string | null>(
    "document.activeElement.getAttribute('aria-label') || document.activeElement.textContent",
  );
