import styled from 'styled-components';

/** The figures: as many columns as fit, one on a phone. */
export const CardGrid = styled.div`
  display: grid;
  gap: 1rem;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 15rem), 1fr));
  margin-bottom: 1.5rem;
`;

/** One figure; its heading's link covers the whole card, so the card is one target. */
export const FigureBox = styled.article`
  position: relative;
  background: #fff;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  box-shadow: ${({ theme }) => theme.shadow};
  padding: 1rem 1.25rem;
  min-width: 0;
  h3 {
    margin: 0 0 0.25rem;
    font-size: 1rem;
    line-height: 1.4;
  }
  h3 a::after {
    content: '';
    position: absolute;
    inset: 0;
    border-radius: ${({ theme }) => theme.radius};
  }
  h3 a:focus-visible {
    outline: none;
  }
  &:focus-within {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
  &:hover {
    border-color: ${({ theme }) => theme.colors.primary};
  }
  ul {
    margin: 0.25rem 0 0;
    padding-inline-start: 1.25rem;
  }
`;

export const Value = styled.p`
  margin: 0;
  font-size: 1.75rem;
  font-weight: 700;
  color: ${({ theme }) => theme.colors.primaryDark};
  overflow-wrap: anywhere;
`;

export const Detail = styled.p`
  margin: 0.25rem 0 0;
  overflow-wrap: anywhere;
`;

export const Hint = styled.p`
  margin: 0.25rem 0 0;
  font-size: 0.875rem;
  color: ${({ theme }) => theme.colors.muted};
`;

/**
 * The chart's box, with the few rules of uPlot's own stylesheet that its layout needs (the
 * account remote loads no CSS files): the canvas layers stacked, the axes placed.
 */
export const ChartBox = styled.div`
  position: relative;
  width: 100%;
  /* The chart is redrawn to the box's width after the box changes (a ResizeObserver): until
     then it must not widen the page. */
  overflow: hidden;
  min-height: 220px;
  margin: 0.5rem 0;
  .uplot,
  .uplot * {
    box-sizing: border-box;
  }
  .uplot {
    width: min-content;
    line-height: 1.5;
  }
  .u-wrap {
    position: relative;
    user-select: none;
  }
  .u-over,
  .u-under,
  .u-axis {
    position: absolute;
  }
  .u-under {
    overflow: hidden;
  }
  .uplot canvas {
    display: block;
    position: relative;
    width: 100%;
    height: 100%;
  }
`;

export const TableBox = styled.details`
  margin-top: 0.5rem;
  summary {
    cursor: pointer;
    min-height: 44px;
    display: flex;
    align-items: center;
    color: ${({ theme }) => theme.colors.primary};
    font-weight: 600;
  }
  table {
    border-collapse: collapse;
  }
  th,
  td {
    padding: 0.25rem 0.75rem;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    text-align: start;
  }
`;
