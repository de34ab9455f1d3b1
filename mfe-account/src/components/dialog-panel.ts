import styled from 'styled-components';

/** The box of a confirmation inside a `Dialog` (shared/dialog): its heading, text and buttons. */
export const DialogPanel = styled.div`
  background: #fff;
  color: ${({ theme }) => theme.colors.text};
  border-radius: ${({ theme }) => theme.radius};
  box-shadow: ${({ theme }) => theme.shadow};
  padding: 1.5rem;
  width: min(30rem, calc(100vw - 2rem));
  h2 {
    margin: 0 0 0.5rem;
    font-size: 1.25rem;
    color: ${({ theme }) => theme.colors.primaryDark};
  }
  p {
    margin: 0 0 1rem;
  }
`;

export const DialogButtons = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
`;
