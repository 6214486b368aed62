import { createRequire } from 'node:module';
import type { AxeResults, Result } from 'axe-core';
import type { Page } from 'playwright-core';

// axe-core's own bundle, read once and evaluated in each page through the DevTools protocol: a <script> tag
// would be refused by the site's Content-Security-Policy.
const axeSource = (createRequire(import.meta.url)('axe-core') as { source: string }).source;

/** One finding, short enough to read in a failed assertion: rule, impact, and the first few elements hit. */
export interface AxeFinding {
  rule: string;
  impact: string;
  help: string;
  targets: string[];
}

/** What a finding is told as: its rule and the first elements, so a failure names what to fix. */
function toFinding(result: Result): AxeFinding {
  return {
    rule: result.id,
    impact: result.impact ?? 'unknown',
    help: result.help,
    targets: result.nodes.slice(0, 5).map((node) => `${node.target.join(' ')} :: ${node.failureSummary ?? ''}`),
  };
}

/**
 * Runs axe (WCAG 2 A and AA rules, plus best practices) on the page as it is now and returns its serious and
 * critical findings; the minor and moderate ones are left to review.
 */
export async function seriousAxeFindings(page: Page): Promise<AxeFinding[]> {
  const hasAxe = await page.evaluate(() => 'axe' in window);
  if (!hasAxe) await page.evaluate(axeSource);
  const results = await page.evaluate(() =>
    (window as unknown as { axe: { run: (ctx: Document, opts: object) => Promise<AxeResults> } }).axe.run(document, {
      resultTypes: ['violations'],
    }),
  );
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(toFinding);
}
