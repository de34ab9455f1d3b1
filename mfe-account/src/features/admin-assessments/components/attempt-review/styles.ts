import styled from 'styled-components';

export const Section = styled.section`
  margin: 1rem 0;
  padding: 1rem;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  h3:focus {
    outline: none;
  }
  h3:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
  }
`;

export const Head = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 0.5rem;
  h3 {
    margin: 0;
  }
`;

export const Facts = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: 0.25rem 1rem;
  dt {
    font-weight: 700;
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

export const QuestionList = styled.ol`
  padding-inline-start: 1.25rem;
  > li {
    margin-bottom: 1rem;
  }
  ul {
    margin: 0.25rem 0;
    padding-inline-start: 1rem;
  }
  ul li {
    padding: 0.1rem 0.25rem;
  }
`;

export const Verdict = styled.span<{ $tone: 'right' | 'wrong' | 'none' }>`
  font-weight: 700;
  color: ${({ theme, $tone }) =>
    $tone === 'right'
      ? theme.colors.success
      : $tone === 'wrong'
        ? theme.colors.danger
        : theme.colors.muted};
`;

export const Mark = styled.strong<{ $correct?: boolean }>`
  display: inline-block;
  margin-inline-start: 0.5rem;
  padding: 0 0.4rem;
  border-radius: 999px;
  font-size: 0.9rem;
  border: 1px solid
    ${({ theme, $correct }) => ($correct ? theme.colors.success : theme.colors.primary)};
  color: ${({ theme, $correct }) => ($correct ? theme.colors.success : theme.colors.primary)};
  background: ${({ theme, $correct }) => ($correct ? theme.colors.successBg : 'transparent')};
`;

export const Events = styled.table`
  border-collapse: collapse;
  th,
  td {
    text-align: start;
    padding: 0.25rem 0.75rem;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }
`;

export const Decision = styled.div`
  margin: 1rem 0;
  padding: 0.75rem 1rem;
  border-inline-start: 4px solid ${({ theme }) => theme.colors.primary};
  background: ${({ theme }) => theme.colors.surface};
  h4 {
    margin-top: 0;
  }
  p > button + button {
    margin-inline-start: 0.5rem;
  }
`;
