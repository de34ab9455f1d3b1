import type { CDPSession, Page } from '@playwright/test';
import { expect, test } from '../fixtures/test';

// Every Devanagari or Arabic letter on a Hindi or Arabic page is drawn by a face that has it.
// A face without the script's letters draws boxes (Debian's DejaVu Sans Bold has no Devanagari),
// while the page's own faces still report "loaded": only the browser can tell which face drew
// what (DevTools protocol, CSS.getPlatformFontsForNode).

const SCRIPTS = {
  hi: { letters: '\\p{Script=Devanagari}', family: /Devanagari/ },
  ar: { letters: '\\p{Script=Arabic}', family: /Arabic/ },
} as const;

const PAGES = {
  hi: ['/hi', '/hi/verify-certificate/SB-DEMO-2024', '/hi/comptia/specialist/security-plus'],
  ar: ['/ar', '/ar/about-us', '/ar/comptia/specialist/security-plus'],
} as const;

interface Probe {
  tag: string;
  text: string;
  /** Glyphs the element may draw outside the script: other characters, spaces, its marker. */
  others: number;
}

/**
 * The elements whose own text holds the script's letters, each with the faces that drew it;
 * those drawn in part by a face without the script (more glyphs from other faces than the
 * text has characters outside the script), described.
 */
async function misdrawn(page: Page, cdp: CDPSession, lang: keyof typeof SCRIPTS) {
  const { letters, family } = SCRIPTS[lang];
  const probes: Probe[] = await page.evaluate((source) => {
    const script = new RegExp(source, 'u');
    const all = new RegExp(source, 'gu');
    const found: Probe[] = [];
    for (const element of Array.from(document.body.querySelectorAll('*'))) {
      if (element.closest('script, style, noscript, template, option')) continue;
      if (!element.getClientRects().length || !element.checkVisibility()) continue;
      const own = Array.from(element.childNodes)
        .filter((node) => node.nodeType === Node.TEXT_NODE)
        .map((node) => node.textContent ?? '')
        .join(' ')
        .replace(/\s+/g, ' ')
        .trim();
      if (!script.test(own)) continue;
      // The faces reported are those of everything the element draws: its descendants' text
      // and its list marker ('1. ', '• ', '▸ ') too. Spaces are drawn by the next face in the list.
      const drawn = (element as HTMLElement).innerText.replace(/\s+/g, ' ').trim();
      const marker = getComputedStyle(element).display === 'list-item' ? 4 : 0;
      element.setAttribute('data-font-probe', String(found.length));
      found.push({
        tag: element.tagName.toLowerCase(),
        text: own.slice(0, 40),
        others: [...drawn].length - (drawn.match(all) ?? []).length + marker,
      });
    }
    return found;
  }, letters);
  expect(probes.length, 'elements with the script to check').toBeGreaterThan(5);

  const { root } = await cdp.send('DOM.getDocument', { depth: -1 });
  const { nodeIds } = await cdp.send('DOM.querySelectorAll', {
    nodeId: root.nodeId,
    selector: '[data-font-probe]',
  });
  const wrong: string[] = [];
  let checked = 0;
  for (const nodeId of nodeIds) {
    // An element the page replaced meanwhile (a rotating quotation) is gone: the rest count.
    const drawn = await Promise.all([
      cdp.send('DOM.getAttributes', { nodeId }),
      cdp.send('CSS.getPlatformFontsForNode', { nodeId }),
    ]).catch(() => undefined);
    if (!drawn) continue;
    const [{ attributes }, { fonts }] = drawn;
    const probe = probes[Number(attributes[attributes.indexOf('data-font-probe') + 1])]!;
    checked += 1;
    const ofScript = fonts.filter((f) => family.test(f.familyName));
    const elsewhere = fonts
      .filter((f) => !family.test(f.familyName))
      .reduce((sum, f) => sum + f.glyphCount, 0);
    if (!ofScript.length || elsewhere > probe.others) {
      const faces = fonts.map((f) => `${f.familyName} ${f.glyphCount}`).join(', ');
      wrong.push(`<${probe.tag}> "${probe.text}": ${faces}`);
    }
  }
  expect(checked, 'elements still on the page to check').toBeGreaterThan(5);
  return wrong;
}

for (const lang of ['hi', 'ar'] as const) {
  test(`${lang}: every letter of the script is drawn by a face that has it, at 360 and 1366 px and after a reload`, async ({
    page,
  }) => {
    test.setTimeout(180_000);
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('DOM.enable');
    await cdp.send('CSS.enable');
    const wrong: string[] = [];
    for (const width of [360, 1366]) {
      await page.setViewportSize({ width, height: 900 });
      for (const path of PAGES[lang]) {
        for (const visit of ['first', 'reload'] as const) {
          if (visit === 'first') await page.goto(path);
          else await page.reload();
          await page.waitForLoadState('networkidle');
          await expect(page.locator('#content')).not.toHaveAttribute('aria-busy', 'true');
          await page.evaluate(() => document.fonts.ready.then(() => undefined));
          for (const found of await misdrawn(page, cdp, lang)) {
            wrong.push(`${path} ${width} px (${visit}): ${found}`);
          }
        }
      }
    }
    expect(wrong).toEqual([]);
  });
}
