import type { AssessmentStats } from '../../api/assessments-api';
import { Chart } from './styles';

const BAR_WIDTH = 48;
const GAP = 16;
const HEIGHT = 120;

/** A small bar chart; the SVG's aria-label and the table next to it say the same in text. */
export function DistributionChart({
  buckets,
  label,
}: {
  buckets: AssessmentStats['distribution'];
  label: string;
}) {
  const max = Math.max(1, ...buckets.map((b) => b.count));
  const width = buckets.length * (BAR_WIDTH + GAP);
  return (
    <Chart role="img" aria-label={label} width={width} height={HEIGHT + 36}>
      {buckets.map((b, i) => {
        const h = Math.round((b.count / max) * HEIGHT);
        const x = i * (BAR_WIDTH + GAP);
        return (
          <g key={b.range}>
            <rect x={x} y={HEIGHT - h + 16} width={BAR_WIDTH} height={h} />
            <text x={x + BAR_WIDTH / 2} y={HEIGHT - h + 12} textAnchor="middle">
              {b.count}
            </text>
            <text x={x + BAR_WIDTH / 2} y={HEIGHT + 32} textAnchor="middle">
              {b.range}
            </text>
          </g>
        );
      })}
    </Chart>
  );
}
