// What `npm run lighthouse` reads from a Lighthouse result (LHR): scores out of 100, the Core Web
// Vitals as Lighthouse simulates them, the median of several runs, and the budget.

export const BUDGET = { performance: 99, accessibility: 100, 'best-practices': 100, seo: 100, lcpMs: 1500, cls: 0 };
export const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
/** SEO audits a page that is not there fails by design: it answers 404 and asks not to be indexed. */
export const NOT_FOUND_SEO_AUDITS = ['http-status-code', 'is-crawlable'];
/** The SEO audit a page that asks not to be indexed (the search page, issue 29) fails by design. */
export const NOINDEX_SEO_AUDITS = ['is-crawlable'];

/**
 * Chromium logs "Failed to load resource: … 404" for a page that answers 404 itself, which
 * errors-in-console counts: that line alone is the 404 page working, not an error on it.
 */
export function onlyOwnNotFoundInConsole(lhr) {
  const items = lhr.audits['errors-in-console']?.details?.items ?? [];
  return items.length > 0 && items.every((item) => item.source === 'network' && item.sourceLocation?.url === lhr.finalDisplayedUrl && /status of 404/.test(item.description));
}
/** Audits that Lighthouse leaves out of a category's score. */
const UNSCORED = new Set(['notApplicable', 'manual', 'informative']);

const percent = (score) => Math.round((score ?? 0) * 100);

/** A category's score out of 100 computed as Lighthouse does (weighted mean), without some audits. */
export function categoryScoreWithout(lhr, categoryId, auditIds) {
  let total = 0;
  let weights = 0;
  for (const ref of lhr.categories[categoryId].auditRefs) {
    const audit = lhr.audits[ref.id];
    if (auditIds.includes(ref.id) || !ref.weight || UNSCORED.has(audit.scoreDisplayMode)) continue;
    total += ref.weight * (audit.score ?? 0);
    weights += ref.weight;
  }
  return weights ? percent(total / weights) : 100;
}

/** The run in the middle by performance score (ties: by LCP), so that one slow or lucky run says nothing alone. */
export function pickMedianRun(runs) {
  const sorted = [...runs].sort(
    (a, b) => a.categories.performance.score - b.categories.performance.score || b.audits['largest-contentful-paint'].numericValue - a.audits['largest-contentful-paint'].numericValue,
  );
  return sorted[Math.floor((sorted.length - 1) / 2)];
}

/**
 * Bytes on the wire (compressed as the server sent them): what the first paint needs (the document
 * and any render-blocking stylesheet or script) and all the JavaScript the page fetched.
 */
export function transferredBytes(lhr) {
  const requests = lhr.audits['network-requests'].details.items;
  const blocking = new Set((lhr.audits['render-blocking-insight']?.details?.items ?? []).map((item) => item.url));
  const sum = (test) => requests.filter(test).reduce((total, request) => total + (request.transferSize ?? 0), 0);
  return {
    firstPaint: sum((request) => request.resourceType === 'Document' || blocking.has(request.url)),
    script: sum((request) => request.resourceType === 'Script'),
  };
}

/** One page's line: scores, metrics (ms, CLS unitless) and the performance score of every run. */
export function pageResult(page, lhr, runs = [lhr]) {
  const scores = Object.fromEntries(CATEGORIES.map((id) => [id, percent(lhr.categories[id].score)]));
  /** Categories scored without the audits a 404 page fails by being one, with their raw scores. */
  const adjusted = {};
  if (page.notFound || page.noindex) {
    adjusted.seo = scores.seo;
    scores.seo = categoryScoreWithout(lhr, 'seo', page.notFound ? NOT_FOUND_SEO_AUDITS : NOINDEX_SEO_AUDITS);
  }
  if (page.notFound) {
    if (onlyOwnNotFoundInConsole(lhr)) {
      adjusted['best-practices'] = scores['best-practices'];
      scores['best-practices'] = categoryScoreWithout(lhr, 'best-practices', ['errors-in-console']);
    }
  }
  const metric = (id) => lhr.audits[id].numericValue;
  return {
    name: page.name,
    path: page.path,
    budget: { ...BUDGET, ...page.budget },
    scores,
    adjusted,
    metrics: { lcp: metric('largest-contentful-paint'), cls: metric('cumulative-layout-shift'), fcp: metric('first-contentful-paint'), tbt: metric('total-blocking-time') },
    bytes: transferredBytes(lhr),
    performanceRuns: runs.map((run) => percent(run.categories.performance.score)),
    warnings: lhr.runWarnings ?? [],
  };
}

/** What a page missed, in words; empty when it is within budget. */
export function missedBudget(result) {
  const budget = result.budget ?? BUDGET;
  const misses = CATEGORIES.filter((id) => result.scores[id] < budget[id]).map((id) => `${id} ${result.scores[id]} < ${budget[id]}`);
  if (result.metrics.lcp > budget.lcpMs) misses.push(`LCP ${Math.round(result.metrics.lcp)} ms > ${budget.lcpMs} ms`);
  if (result.metrics.cls > budget.cls) misses.push(`CLS ${result.metrics.cls.toFixed(3)} > ${budget.cls}`);
  return misses;
}
