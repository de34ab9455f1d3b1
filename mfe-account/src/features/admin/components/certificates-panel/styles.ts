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

/** A file input whose button is a label in the page's language (see ImportSection). */
export const FilePicker = styled.div`
  display: flex;
  align-items: center;
  gap: 0.75rem;
  flex-wrap: wrap;
  label {
    display: inline-flex;
    align-items: center;
    min-height: 44px;
    padding: 0.5rem 1rem;
    border: 1px solid ${({ theme }) => theme.colors.primary};
    border-radius: ${({ theme }) => theme.radius};
    color: ${({ theme }) => theme.colors.primary};
    background: #fff;
    font-weight: 600;
    cursor: pointer;
  }
  input:focus-visible + label {
    outline: 3px solid ${({ theme }) => theme.colors.primary};
    outline-offset: 2px;
  }
`;
