// axe-core in a Playwright page: its source evaluated into the page (evaluate is not subject to the
// page's Content-Security-Policy, a script tag would be), then a run over the whole document that
// keeps only the violations a spec fails on, serious and critical ones, in a readable form.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

const axeSource = fs.readFileSync(createRequire(import.meta.url).resolve('axe-core'), 'utf8');

/** One rule broken on a page: where, and by which elements (selector and start of their HTML). */
export type AxeFinding = { rule: string; impact: string; help: string; targets: string[] };

const failingImpacts = ['serious', 'critical'];
const targetsShown = 5;
const htmlShown = 160;

/** The serious and critical axe violations of the page as it is now. */
export async function seriousAxeViolations(page: Page): Promise<AxeFinding[]> {
  if (!(await page.evaluate<boolean>("typeof window.axe === 'object'"))) {
    await page.evaluate(axeSource);
  }
  const violations = await page.evaluate<
    {
      id: string;
      impact: string | null;
      help: string;
      nodes: { target: unknown[]; html: string }[];
    }[]
  >(`axe.run(document, { resultTypes: ['violations'] }).then((results) => results.violations)`);
  return violations
    .filter((v) => v.impact !== null && failingImpacts.includes(v.impact))
    .map((v) => ({
      rule: v.id,
      impact: v.impact!,
      help: v.help,
      targets: v.nodes
        .slice(0, targetsShown)
        .map((node) => `${node.target.join(' ')}: ${node.html.slice(0, htmlShown)}`),
    }));
}
