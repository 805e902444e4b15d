import type { WeeklyFigures } from '@domain/dashboard/admin-weekly-figures-api';
import { weekBookings, weekDates, weekName } from '@domain/dashboard/weekly-figures';
import { adminWeeklyFiguresMessages as m } from '@domain/messages/admin-weekly-figures';
import { formatChf } from '@domain/money';
import { useEffect, useRef, useState } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';

// The dashboard's chart, drawn with uPlot on a canvas (decision 018): bookings as bars on the left scale, net
// revenue as a line on the right one. Its own chunk, loaded by the dashboard only. uPlot sets its sizes through
// element.style (CSSOM), which the Content-Security-Policy allows; it never writes a style attribute or evaluates
// code. The numbers are also in the table beside it, so the canvas needs only its summary as text.

// The theme's colours (src/web/styles.css): brand-300 bars with a brand-700 edge, a brand-900 line.
const BAR_FILL = '#6fcaa3';
const BAR_EDGE = '#0b6e4f';
const LINE = '#074434';
const AXIS = '#57534e';
const GRID = '#e7e5e4';
const HEIGHT = 280;
/** What the two value axes take from the width, and the room one week's label ('KW 52') needs. */
const AXES_PX = 150;
const LABEL_PX = 44;

/** uPlot draws on a 2D canvas; without one (a locked-down browser) the table alone shows the figures. */
function canDraw(): boolean {
  return document.createElement('canvas').getContext('2d') !== null;
}

/** Every how many weeks a label fits at this width (the latest week always has one). */
function labelEvery(width: number, weeks: number): number {
  const slot = Math.max(1, (width - AXES_PX) / Math.max(1, weeks));
  return Math.max(1, Math.ceil(LABEL_PX / slot));
}

function options(
  weeks: WeeklyFigures[],
  width: number,
  onHover: (index: number | null) => void,
): uPlot.Options {
  const axis = { stroke: AXIS, grid: { stroke: GRID, width: 1 }, ticks: { stroke: GRID, width: 1 } };
  return {
    width,
    height: HEIGHT,
    legend: { show: false },
    cursor: { drag: { x: false, y: false }, points: { size: 8 } },
    scales: {
      x: { time: false, range: [-0.5, weeks.length - 0.5] },
      bookings: { range: (_u, _min, max) => [0, Math.max(4, Math.ceil(max * 1.1))] },
      chf: {
        range: (_u, min, max) => uPlot.rangeNum(Math.min(0, min), Math.max(100, max), 0.1, true),
      },
    },
    axes: [
      {
        ...axis,
        grid: { show: false },
        splits: () => weeks.map((_, i) => i),
        values: (u, splits) =>
          splits.map((i) => {
            const week = weeks[i];
            const every = labelEvery(u.width, weeks.length);
            return week && (weeks.length - 1 - i) % every === 0 ? weekName(week) : '';
          }),
      },
      {
        ...axis,
        scale: 'bookings',
        label: m.bookings,
        // Whole bookings only.
        incrs: [1, 2, 5, 10, 20, 25, 50, 100, 200, 250, 500, 1000],
        values: (_u, splits) => splits.map(String),
      },
      {
        ...axis,
        scale: 'chf',
        side: 1,
        label: m.revenue,
        size: 90,
        grid: { show: false },
        values: (_u, splits) => splits.map((francs) => formatChf(francs * 100)),
      },
    ],
    series: [
      {},
      {
        label: m.bookings,
        scale: 'bookings',
        fill: BAR_FILL,
        stroke: BAR_EDGE,
        width: 1,
        paths: uPlot.paths.bars?.({ size: [0.6, 48] }),
        points: { show: false },
      },
      { label: m.revenue, scale: 'chf', stroke: LINE, width: 2, points: { show: true, size: 6, fill: LINE } },
    ],
    hooks: { setCursor: [(u) => onHover(u.cursor.idx ?? null)] },
  };
}

/** `label` is the chart's text alternative: the canvas is one picture to assistive technology. */
export function WeeklyFiguresChart({ weeks, label }: { weeks: WeeklyFigures[]; label: string }) {
  const container = useRef<HTMLDivElement>(null);
  const [hovered, setHovered] = useState<number | null>(null);

  useEffect(() => {
    const element = container.current;
    if (!element || !canDraw()) return;
    const data: uPlot.AlignedData = [
      weeks.map((_, i) => i),
      weeks.map(weekBookings),
      weeks.map((w) => w.revenueCents / 100),
    ];
    const chart = new uPlot(options(weeks, element.clientWidth, setHovered), data, element);
    const resize = new ResizeObserver(() => chart.setSize({ width: element.clientWidth, height: HEIGHT }));
    resize.observe(element);
    return () => {
      resize.disconnect();
      chart.destroy();
    };
  }, [weeks]);

  const week = hovered === null ? undefined : weeks[hovered];
  return (
    <>
      <div ref={container} role="img" aria-label={label} className="min-h-70 w-full" />
      <div className="mt-2 flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-stone-700">
        <span className="inline-flex items-center gap-1.5">
          <span aria-hidden="true" className="size-3 rounded-sm border border-brand-700 bg-brand-300" />
          {m.bookings}
        </span>
        <span className="inline-flex items-center gap-1.5">
          <span aria-hidden="true" className="h-0.5 w-4 bg-brand-900" />
          {m.revenue}
        </span>
        <span className="text-stone-600">
          {week
            ? m.hovered(
                `${weekName(week)} (${weekDates(week)})`,
                m.bookingsCount(weekBookings(week)),
                formatChf(week.revenueCents),
              )
            : m.hoverHint}
        </span>
      </div>
    </>
  );
}
