import styled from 'styled-components';

// The layout of the admin tabs' forms: fields side by side where there is room, one below
// the other on a phone; the buttons in a row that wraps.

export const Grid = styled.div`
  display: grid;
  gap: 0 1rem;
  grid-template-columns: repeat(auto-fit, minmax(14rem, 1fr));
`;

export const Buttons = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
  margin-bottom: 1rem;
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

/** A file input whose button is a label in the page's language (the browser's speaks its own). */
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
