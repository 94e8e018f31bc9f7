/**
 * axe-core over a page (WCAG 2.x A/AA rules): the serious and critical violations, as short lines for an
 * assertion message; and a Tab walk that reports, per focused control, whether its focus is visible. The page
 * must come from `browser.newContext()` + `context.newPage()`.
 */
import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from 'playwright-core';

export async function seriousViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
    .analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.id} (${v.impact}): ${v.help} — ${v.nodes
          .slice(0, 3)
          .map((n) => n.target.join(' '))
          .join(' | ')}`,
    );
}

/** Tabs through the page; for each focused control, whether it shows an outline or a focus ring. */
export async function tabThrough(page: Page, steps: number): Promise<{ name: string; visible: boolean }[]> {
  const seen: { name: string; visible: boolean }[] = [];
  for (let i = 0; i < steps; i += 1) {
    await page.keyboard.press('Tab');
    seen.push(
      await page.evaluate(() => {
        const el = document.activeElement as HTMLElement | null;
        if (!el || el === document.body) return { name: 'body', visible: true };
        const style = getComputedStyle(el);
        // The player's native controls draw their own focus ring inside the video element.
        if (el.tagName === 'VIDEO') return { name: 'video controls', visible: true };
        const ring =
          (style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0) ||
          el.classList.contains('Mui-focusVisible') ||
          el.closest('.Mui-focused') !== null;
        return {
          name: el.getAttribute('aria-label') ?? el.textContent?.trim().slice(0, 40) ?? el.tagName,
          visible: ring,
        };
      }),
    );
  }
  return seen;
}
