import styled from 'styled-components';

export const Options = styled.fieldset`
  border: none;
  padding: 0;
  margin: 1rem 0;
  label {
    display: flex;
    gap: 0.6rem;
    align-items: center;
    padding: 0.6rem;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radius};
    margin-bottom: 0.5rem;
    cursor: pointer;
  }
  legend {
    font-weight: 700;
    font-size: 1.1rem;
    margin-bottom: 0.75rem;
  }
`;
export const Bar = styled.div`
  display: flex;
  gap: 0.5rem;
  flex-wrap: wrap;
  align-items: center;
  margin: 1rem 0;
`;
export const Timer = styled.p`
  font-weight: 700;
  font-size: 1.2rem;
`;
export const Dot = styled.button<{ $answered: boolean; $current: boolean }>`
  min-width: 2.5rem;
  min-height: 2.5rem;
  font: inherit;
  border-radius: 50%;
  border: 2px solid
    ${({ theme, $current }) => ($current ? theme.colors.primaryDark : theme.colors.border)};
  background: ${({ theme, $answered }) => ($answered ? theme.colors.primary : '#fff')};
  color: ${({ $answered }) => ($answered ? '#fff' : 'inherit')};
  cursor: pointer;
`;
