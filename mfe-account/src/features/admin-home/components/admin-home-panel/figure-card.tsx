import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Detail, FigureBox, Hint, Value } from './styles';

export interface FigureCardProps {
  title: string;
  value: string;
  /** A line under the value (an amount), or a list. */
  detail?: ReactNode;
  hint?: string;
  /** Where the figure's list is (a tab of the panel); none when the role has no such tab. */
  to?: string;
}

/** One figure of the admin home: its name (the link to the list behind it), value and detail. */
export function FigureCard({ title, value, detail, hint, to }: FigureCardProps) {
  return (
    <FigureBox>
      <h3>{to ? <Link to={to}>{title}</Link> : title}</h3>
      <Value>{value}</Value>
      {typeof detail === 'string' ? <Detail>{detail}</Detail> : detail}
      {hint ? <Hint>{hint}</Hint> : null}
    </FigureBox>
  );
}
