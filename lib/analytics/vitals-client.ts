import { onCLS, onFCP, onINP, onLCP, onTTFB, type Metric } from 'web-vitals';
import { sendReport } from '@/lib/hooks/report';
import { deviceClass, routeTemplate, type SiteRoute } from './routes';

/**
 * The browser's half of field speed, loaded once the page is idle (web-vitals reads buffered
 * entries, so loading late loses nothing). Metrics go in one report per route when the page is
 * hidden (CLS and INP are final only then); each metric of a page load is sent once, and
 * belongs to the route the browser loaded, as Chrome's field data counts it.
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
