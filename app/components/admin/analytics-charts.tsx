import type { DailyPoint, FunnelStep } from "~/analytics/report";
import { formatCount, formatPercent } from "~/analytics/format";
import { ColumnHeads } from "./column-heads";

const WIDTH = 720;
const HEIGHT = 200;
const PAD = { top: 12, right: 44, bottom: 24, left: 44 };

/**
 * Views per day (bars, the left scale) and requests per day (dots, the right scale), drawn on
 * the server as SVG: no script needed. Each scale is labelled with its own 0 and maximum, in its
 * series' colour. The table beside it carries the same numbers for screen readers.
 */
export function DailyChart({ daily }: { daily: DailyPoint[] }) {
  const maxViews = Math.max(1, ...daily.map((point) => point.views));
  const maxLeads = Math.max(1, ...daily.map((point) => point.leads));
  const plotWidth = WIDTH - PAD.left - PAD.right;
  const plotHeight = HEIGHT - PAD.top - PAD.bottom;
  const step = plotWidth / Math.max(daily.length, 1);
  const barWidth = Math.max(1, step * 0.7);
  const y = (value: number, max: number) => PAD.top + plotHeight - (value / max) * plotHeight;
  const labelEvery = Math.ceil(daily.length / 8);
  return (
    <figure className="grid gap-2">
      <figcaption className="text-sm font-semibold text-slate-900">Page views and requests per day</figcaption>
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} className="h-auto w-full" aria-hidden="true" focusable="false">
        <line x1={PAD.left} x2={WIDTH - PAD.right} y1={PAD.top + plotHeight} y2={PAD.top + plotHeight} className="stroke-slate-300" />
        <line x1={PAD.left} x2={PAD.left} y1={PAD.top} y2={PAD.top + plotHeight} className="stroke-brand-500" />
        <line x1={WIDTH - PAD.right} x2={WIDTH - PAD.right} y1={PAD.top} y2={PAD.top + plotHeight} className="stroke-accent-500" />
        <text x={PAD.left - 6} y={PAD.top + 8} textAnchor="end" className="fill-brand-700 text-[11px]" data-scale="views">
          {formatCount(maxViews)}
        </text>
        <text x={PAD.left - 6} y={PAD.top + plotHeight} textAnchor="end" className="fill-brand-700 text-[11px]">
          0
        </text>
        <text x={WIDTH - PAD.right + 6} y={PAD.top + 8} className="fill-slate-900 text-[11px]" data-scale="requests">
          {formatCount(maxLeads)}
        </text>
        <text x={WIDTH - PAD.right + 6} y={PAD.top + plotHeight} className="fill-slate-900 text-[11px]">
          0
        </text>
        {daily.map((point, index) => {
          const x = PAD.left + index * step + (step - barWidth) / 2;
          return (
            <g key={point.day}>
              <rect x={x} y={y(point.views, maxViews)} width={barWidth} height={PAD.top + plotHeight - y(point.views, maxViews)} className="fill-brand-500" />
              {point.leads > 0 ? (
                <circle cx={x + barWidth / 2} cy={y(point.leads, maxLeads)} r={3.5} className="fill-accent-500 stroke-slate-900" />
              ) : null}
              {index % labelEvery === 0 ? (
                <text x={x + barWidth / 2} y={HEIGHT - 6} textAnchor="middle" className="fill-slate-600 text-[11px]">
                  {point.day.slice(5)}
                </text>
              ) : null}
            </g>
          );
        })}
      </svg>
      <p className="text-xs text-slate-600">
        Bars: page views, on the left scale (0 to {formatCount(maxViews)}). Dots: requests, on the right scale (0 to {formatCount(maxLeads)}).
      </p>
      <table className="sr-only">
        <caption>Page views, visitors and requests per day</caption>
        <ColumnHeads names={["Day", "Views", "Visitors", "Requests"]} />
        <tbody>
          {daily.map((point) => (
            <tr key={point.day}>
              <th scope="row">{point.day}</th>
              <td>{point.views}</td>
              <td>{point.visitors}</td>
              <td>{point.leads}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}

/**
 * The funnel from page view to completed job: one bar per step, with its share of the step before.
 * Laid out in HTML, not SVG, so each step's name is whole at any width (issue 40 §6: scaled into
 * an SVG's fixed label column, the longest were cut to "ed by the customer"): it wraps on a phone.
 */
export function FunnelChart({ funnel }: { funnel: FunnelStep[] }) {
  const max = Math.max(1, ...funnel.map((step) => step.count));
  return (
    <figure className="grid gap-2">
      <figcaption className="text-sm font-semibold text-slate-900">From page view to completed job</figcaption>
      <ol className="grid gap-1.5 text-[13px] text-slate-800" aria-hidden="true">
        {funnel.map((step) => (
          <li key={step.step} className="grid grid-cols-[minmax(0,9rem)_minmax(0,1fr)] items-center gap-3 sm:grid-cols-[13rem_minmax(0,1fr)]" data-funnel-step={step.step}>
            <span className="text-right leading-tight">{step.step}</span>
            <span className="flex min-w-0 items-center gap-2">
              <span className="h-5 shrink-0 rounded-[3px] bg-brand-500" style={{ width: `${Math.max(0.5, (step.count / max) * 80)}%` }} />
              <span className="tabular-nums">{formatCount(step.count)}</span>
            </span>
          </li>
        ))}
      </ol>
      <table className="sr-only">
        <caption>Funnel: count at each step and its share of the step before</caption>
        <ColumnHeads names={["Step", "Count", "Of the step before"]} />
        <tbody>
          {funnel.map((step, index) => {
            const before = index > 0 ? funnel[index - 1]!.count : 0;
            return (
              <tr key={step.step}>
                <th scope="row">{step.step}</th>
                <td>{step.count}</td>
                <td>{index === 0 ? "–" : formatPercent(before > 0 ? step.count / before : null)}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </figure>
  );
}
