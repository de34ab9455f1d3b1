import styled from 'styled-components';

export const Section = styled.section`
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  padding: 1rem 1.25rem;
  margin: 1rem 0 2rem;
  h3:focus {
    outline: 2px solid ${({ theme }) => theme.colors.primary};
    outline-offset: 2px;
  }
`;

export const Group = styled.fieldset`
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  padding: 0.75rem 1rem;
  margin: 0 0 1rem;
  legend {
    font-weight: 700;
    padding: 0 0.25rem;
  }
`;

export const Grid = styled.div`
  display: grid;
  gap: 0 1rem;
  grid-template-columns: repeat(auto-fit, minmax(12rem, 1fr));
  align-items: end;
`;

export const Checks = styled.div`
  display: grid;
  gap: 0.25rem 1rem;
  grid-template-columns: repeat(auto-fill, minmax(16rem, 1fr));
`;

export const Check = styled.label`
  display: flex;
  align-items: center;
  gap: 0.5rem;
  min-height: 44px;
  input {
    width: 1.25rem;
    height: 1.25rem;
    margin: 0;
  }
`;

export const ErrorText = styled.span`
  display: block;
  color: ${({ theme }) => theme.colors.danger};
  font-size: 0.95rem;
`;

export const Hint = styled.span`
  display: block;
  color: ${({ theme }) => theme.colors.muted};
  font-size: 0.95rem;
`;

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.75rem;
  margin-top: 1rem;
`;
