import { expect, type Page } from '@playwright/test';

/**
 * Waits until a list of cards has drawn them all: a page of them is drawn a few at a time, the list busy
 * meanwhile (web/lib/use-drawn-count.ts). Before reading the cards whole, or finding one absent.
 */
export async function allCardsDrawn(page: Page) {
  await expect(page.locator('ul[aria-busy="true"]')).toHaveCount(0);
}
