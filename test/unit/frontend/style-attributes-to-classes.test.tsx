/**
 * Prerendered HTML carries no `style` attribute (the strict CSP refuses them): each becomes a class whose rule
 * goes into the page's stylesheet, winning over the component's rules as the attribute did.
 */
import { describe, expect, it } from 'vitest';
import { styleAttributesToClasses } from '../../../frontend/src/prerender/style-attributes-to-classes';

describe('prerendered style attributes', () => {
  it('become one class per distinct style, with !important rules, and leave no style attribute', () => {
    const root = document.createElement('div');
    root.innerHTML =
      '<div class="MuiPaper-root" style="--Paper-shadow: none; min-height: 0px;"></div>' +
      '<div class="MuiPaper-root" style="--Paper-shadow: none; min-height: 0px;"></div>' +
      '<span style="min-height: 0px;">x</span><p>plain</p>';
    const css = styleAttributesToClasses(root);
    expect(root.querySelectorAll('[style]')).toHaveLength(0);
    const [first, second] = [...root.querySelectorAll('div')];
    const shared = [...(first?.classList ?? [])].find((c) => c.startsWith('ps-'));
    expect(shared).toBeDefined();
    expect(second?.classList.contains(shared ?? '')).toBe(true);
    expect(first?.classList.contains('MuiPaper-root')).toBe(true);
    expect(css).toContain(`.${shared}{--Paper-shadow:none !important;min-height:0px !important}`);
    expect(css.match(/\.ps-/g)).toHaveLength(2);
    expect(root.querySelector('p')?.className).toBe('');
  });
});
