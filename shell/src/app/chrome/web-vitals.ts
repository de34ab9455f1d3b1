/** Web-vitals reporting starts 2000 ms after the load event, out of the page's first load. */
export const VITALS_DELAY_MS = 2_000;

export interface VitalMetric {
  name: string;
  value: number;
  id: string;
}

/** Sends one metric; a missing or failing beacon never affects the page. */
export function sendVital(metric: VitalMetric, endpoint = '/api/vitals'): void {
  try {
    if (typeof navigator === 'undefined' || typeof navigator.sendBeacon !== 'function') return;
    const body = JSON.stringify({
      name: metric.name,
      value: metric.value,
      id: metric.id,
      page: window.location.pathname,
    });
    navigator.sendBeacon(endpoint, body);
  } catch {
    // Reporting is best effort.
  }
}

/**
 * Loads the web-vitals package (its own chunk, not in the initial bundle) 2 s after the load
 * event and reports each metric as it becomes known.
 */
export function scheduleWebVitals(endpoint = '/api/vitals', win: Window = window): void {
  const start = () => {
    setTimeout(() => {
      import(/* webpackChunkName: "web-vitals" */ 'web-vitals')
        .then(({ onCLS, onFCP, onINP, onLCP, onTTFB }) => {
          const report = (metric: VitalMetric) => sendVital(metric, endpoint);
          onCLS(report);
          onFCP(report);
          onINP(report);
          onLCP(report);
          onTTFB(report);
        })
        .catch(() => {
          // Without the measuring code the page simply goes unmeasured.
        });
    }, VITALS_DELAY_MS);
  };
  if (win.document.readyState === 'complete') start();
  else win.addEventListener('load', start, { once: true });
}
