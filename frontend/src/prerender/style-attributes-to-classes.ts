/**
 * Moves the `style="…"` attributes of prerendered HTML into class rules. MUI writes some styles as inline
 * attributes (Paper's elevation variables, Collapse's min-height); in the prerendered file those would be
 * parsed as attributes, which the strict CSP refuses (`style-src` allows no 'unsafe-inline', and hashes
 * cover attributes only with 'unsafe-hashes', which would allow any attribute with the same text anywhere).
 * As classes they travel in the page's stylesheet file like the rest of its CSS.
 *
 * Each declaration is `!important` so the class wins over the component's own rules as the attribute did;
 * once the app renders over the prerendered page it sets the element's `className` and styles (through the
 * CSSOM, which CSP does not govern), so these classes are gone from the live page.
 */

/** FNV-1a, 32 bits, as base 36: short stable class names without Node's crypto (this runs under jsdom too). */
function shortHash(text: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(36);
}

function importantDeclarations(style: CSSStyleDeclaration): string {
  const declarations: string[] = [];
  for (let i = 0; i < style.length; i += 1) {
    const name = style.item(i);
    const value = style.getPropertyValue(name).trim();
    if (value) declarations.push(`${name}:${value} !important`);
  }
  return declarations.join(';');
}

/**
 * Replaces every `style` attribute under `root` with a class (one per distinct style text) and answers the
 * CSS rules of those classes.
 */
export function styleAttributesToClasses(root: Element, prefix = 'ps'): string {
  const rules = new Map<string, string>();
  for (const element of root.querySelectorAll<HTMLElement>('[style]')) {
    const text = element.getAttribute('style') ?? '';
    element.removeAttribute('style');
    const probe = element.ownerDocument.createElement('div');
    probe.setAttribute('style', text);
    const declarations = importantDeclarations(probe.style);
    if (!declarations) continue;
    const className = `${prefix}-${shortHash(declarations)}`;
    element.classList.add(className);
    rules.set(className, `.${className}{${declarations}}`);
  }
  return [...rules.values()].join('');
}
