import styled from 'styled-components';

export const Summary = styled.dl`
  display: flex;
  flex-wrap: wrap;
  gap: 1.5rem;
  margin: 1rem 0;
  div {
    min-width: 8rem;
  }
  dt {
    font-weight: 700;
  }
  dd {
    margin: 0;
    font-size: 1.25rem;
  }
`;

export const Chart = styled.svg`
  max-width: 100%;
  rect {
    fill: ${({ theme }) => theme.colors.primary};
  }
  text {
    fill: ${({ theme }) => theme.colors.text};
    font-size: 12px;
  }
`;

export const SmallTable = styled.table`
  border-collapse: collapse;
  margin: 0.5rem 0 1rem;
  th,
  td {
    text-align: start;
    padding: 0.25rem 0.75rem;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }
`;

export const Badge = styled.span<{ $open: boolean }>`
  display: inline-block;
  padding: 0.1rem 0.5rem;
  border-radius: 999px;
  font-size: 0.9rem;
  font-weight: 700;
  border: 1px solid ${({ theme, $open }) => ($open ? theme.colors.success : theme.colors.muted)};
  color: ${({ theme, $open }) => ($open ? theme.colors.success : theme.colors.text)};
  background: ${({ theme, $open }) => ($open ? theme.colors.successBg : theme.colors.surface)};
`;

export const LevelList = styled.ul`
  margin: 0;
  padding-inline-start: 1rem;
`;
