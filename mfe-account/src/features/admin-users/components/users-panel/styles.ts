import styled from 'styled-components';

/** A cell with its value and a control beside it (the role's select, the reset button). */
export const ControlCell = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.5rem;
  select {
    font: inherit;
    min-height: 44px;
    padding: 0.4rem 0.6rem;
    border: 1px solid ${({ theme }) => theme.colors.muted};
    border-radius: ${({ theme }) => theme.radius};
    background: #fff;
    color: ${({ theme }) => theme.colors.text};
  }
`;

export const Hint = styled.p`
  color: ${({ theme }) => theme.colors.muted};
`;
