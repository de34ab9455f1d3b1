import { useEffect, useMemo, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { useTheme } from 'styled-components';
import { useI18n, useTranslation } from 'shared';
import type { VerificationDay } from 'contracts';
import { ChartBox, Hint, TableBox } from './styles';
import { messages } from './texts';

const HEIGHT = 220;

/** uPlot, in its own chunk: only the admin home loads it, and only once it shows the chart. */
function loadChartLibrary() {
  return import(/* webpackChunkName: "admin-chart" */ 'uplot').then((m) => m.default);
}

/** The site's day (YYYY-MM-DD) as the page's language writes a short date. */
function useDayFormat(style: 'short' | 'long') {
  const { lang } = useI18n();
  return useMemo(() => {
    const format = new Intl.DateTimeFormat(lang, {
      day: 'numeric',
      month: style === 'short' ? 'short' : 'long',
      ...(style === 'long' ? { year: 'numeric' } : {}),
      timeZone: 'UTC',
    });
    return (day: string) => format.format(new Date(`${day}T00:00:00Z`));
  }, [lang, style]);
}

/**
 * The last 30 days of certificate verifications: a bar chart (an image with a name, drawn by
 * uPlot once loaded), a sentence that says what it shows, and the figures as a table, so a
 * screen reader or a failed chart loses nothing.
 */
export function VerificationChart({ days, to }: { days: VerificationDay[]; to?: string }) {
  const t = useTranslation(messages);
  const { lang } = useI18n();
  const theme = useTheme();
  const short = useDayFormat('short');
  const long = useDayFormat('long');
  const box = useRef<HTMLDivElement>(null);
  const [failed, setFailed] = useState(false);
  const number = useMemo(() => new Intl.NumberFormat(lang), [lang]);

  useEffect(() => {
    let live = true;
    let plot: { destroy: () => void; setSize: (s: { width: number; height: number }) => void };
    let observer: ResizeObserver | undefined;
    loadChartLibrary()
      .then((UPlot) => {
        const element = box.current;
        if (!live || !element) return;
        const width = () => Math.max(240, element.clientWidth);
        const axis = { stroke: theme.colors.text, font: `12px ${theme.font}` };
        plot = new UPlot(
          {
            width: width(),
            height: HEIGHT,
            legend: { show: false },
            cursor: { show: false },
            // Half a day on each side, so the first and last bars are whole.
            scales: {
              x: { time: false, range: () => [-0.5, days.length - 0.5] },
              y: { range: (_u, _min, max) => [0, Math.max(4, max)] },
            },
            axes: [
              {
                ...axis,
                values: (_u, splits) => splits.map((i) => (days[i] ? short(days[i].day) : '')),
              },
              { ...axis, values: (_u, splits) => splits.map((n) => number.format(n)) },
            ],
            series: [
              {},
              {
                stroke: theme.colors.primary,
                fill: theme.colors.primary,
                // A day without verifications draws no bar (not a line along the axis).
                width: 0,
                paths: UPlot.paths.bars?.({ size: [0.7, 24] }),
                points: { show: false },
              },
            ],
          },
          [days.map((_, i) => i), days.map((d) => d.count)],
          element,
        );
        if (typeof ResizeObserver !== 'undefined') {
          observer = new ResizeObserver(() => plot.setSize({ width: width(), height: HEIGHT }));
          observer.observe(element);
        }
      })
      .catch(() => {
        if (live) setFailed(true);
      });
    return () => {
      live = false;
      observer?.disconnect();
      plot?.destroy();
    };
  }, [days, short, number, theme]);

  const total = days.reduce((sum, d) => sum + d.count, 0);
  const busiest = days.reduce<VerificationDay | undefined>(
    (best, d) => (d.count > (best?.count ?? 0) ? d : best),
    undefined,
  );

  return (
    <section aria-labelledby="admin-home-chart">
      <h3 id="admin-home-chart">{to ? <Link to={to}>{t('chartTitle')}</Link> : t('chartTitle')}</h3>
      <p>
        {busiest
          ? t('chartSummary', {
              total: number.format(total),
              day: long(busiest.day),
              count: number.format(busiest.count),
            })
          : t('chartSummaryNone')}
      </p>
      {failed ? (
        <Hint role="status">{t('chartFailed')}</Hint>
      ) : (
        <ChartBox ref={box} role="img" aria-label={t('chartLabel')} dir="ltr" />
      )}
      <TableBox>
        <summary>{t('chartTable')}</summary>
        <table>
          <caption className="visually-hidden">{t('chartTable')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('day')}</th>
              <th scope="col">{t('verifications')}</th>
            </tr>
          </thead>
          <tbody>
            {days.map((d) => (
              <tr key={d.day}>
                <td>{long(d.day)}</td>
                <td>{number.format(d.count)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableBox>
    </section>
  );
}
