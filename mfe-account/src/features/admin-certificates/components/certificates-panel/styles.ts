import styled from 'styled-components';

export const Grid = styled.div`
  display: grid;
  gap: 0 1rem;
  grid-template-columns: repeat(auto-fit, minmax(14rem, 1fr));
`;
export const Inline = styled.form`
  display: flex;
  gap: 0.5rem;
  align-items: flex-end;
  flex-wrap: wrap;
`;

/** A checkbox and its text in a Field (whose input rules are for text boxes). */
export const Check = styled.label`
  && {
    display: flex;
    align-items: center;
    gap: 0.5rem;
    min-height: 44px;
    font-weight: 400;
    cursor: pointer;
  }
  && input {
    width: 1.25rem;
    height: 1.25rem;
    min-height: 0;
    margin: 0;
    padding: 0;
  }
`;

export const Hint = styled.span`
  display: block;
  color: ${({ theme }) => theme.colors.muted};
  font-size: 0.95rem;
`;

export const ErrorText = styled.span`
  display: block;
  color: ${({ theme }) => theme.colors.danger};
  font-size: 0.95rem;
`;
