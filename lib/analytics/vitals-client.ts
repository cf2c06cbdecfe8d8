import { onCLS, onFCP, onINP, onLCP, onTTFB, type Metric } from 'web-vitals';
import { sendReport } from '@/lib/hooks/report';
import { deviceClass, routeTemplate, type SiteRoute } from './routes';

/**
 * The browser's half of field speed, loaded once the page is interactive and the main thread
 * idle (components/layout/web-vitals-reporter.tsx), never with the page's own scripts. The
 * web-vitals library (its standard build) reads the browser's buffered performance entries, so
 * loading it late loses no LCP, FCP, TTFB or layout shift.
 *
 * Metrics wait in a queue and go in one report per route when the page is hidden or left (the
 * library's advice: CLS and INP are final only then): the route's template, the device class by
 * viewport width, and each metric's value; no cookie, no URL, no identifier. Each metric of a
 * page load is sent once: a value that changes after a report (the visitor came back to the tab)
 * is not sent again, since the store could not tell the two reports apart. A metric belongs to
 * the route the browser loaded (its navigation URL), also after client-side navigations, as
 * Chrome's own field data counts them.
 */
export const VITALS_ENDPOINT = '/api/analytics/vitals';

type Queued = Map<SiteRoute, Map<Metric['name'], { id: string; value: number }>>;

let started = false;

export function startVitalsReporting(): void {
  if (started) return;
  started = true;
  const device = deviceClass(window.innerWidth);
  const queue: Queued = new Map();
  const sent = new Set<string>();

  const add = (metric: Metric) => {
    if (sent.has(metric.id)) return;
    const route = routeTemplate(new URL(metric.navigationURL ?? location.href).pathname);
    if (!route) return;
    let metrics = queue.get(route);
    if (!metrics) queue.set(route, (metrics = new Map()));
    metrics.set(metric.name, { id: metric.id, value: metric.value });
  };

  const flush = () => {
    for (const [route, metrics] of queue) {
      const values: Record<string, number> = {};
      for (const [name, { id, value }] of metrics) {
        values[name] = value;
        sent.add(id);
      }
      sendReport(VITALS_ENDPOINT, { route, device, metrics: values });
    }
    queue.clear();
  };

  onCLS(add);
  onINP(add);
  onLCP(add);
  onFCP(add);
  onTTFB(add);
  // After the library's own listeners, which finalise CLS and INP as the page is hidden.
  addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') flush();
  });
  addEventListener('pagehide', flush);
}
