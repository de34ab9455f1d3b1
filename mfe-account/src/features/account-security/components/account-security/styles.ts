import styled from 'styled-components';

export const Hint = styled.p`
  margin: 0 0 0.75rem;
  color: ${({ theme }) => theme.colors.muted};
  font-size: 0.95rem;
`;

/** One part of the tab (two-step sign-in, the sessions), or one step of the enrolment. */
export const Block = styled.section`
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  padding: 1rem 1.25rem;
  margin: 1rem 0 1.5rem;
  /* Headings that take the focus when their step appears. */
  h2:focus,
  h3:focus,
  h4:focus {
    outline: 2px solid ${({ theme }) => theme.colors.primary};
    outline-offset: 2px;
  }
  h2,
  h3,
  h4 {
    margin: 0 0 0.5rem;
  }
`;

export const Buttons = styled.div`
  display: flex;
  gap: 0.5rem;
  flex-wrap: wrap;
  margin: 0.5rem 0 1rem;
`;

/** Sized to the box, never wider than the screen (a 360 px phone included). */
export const QrBox = styled.div`
  width: 14rem;
  max-width: 100%;
  margin: 0.5rem 0 1rem;
  padding: 0.5rem;
  background: #fff;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  svg {
    display: block;
    width: 100%;
    height: auto;
  }
`;

/** A key or a code: monospace, left to right in every language, wrapped rather than cut. */
export const Mono = styled.code`
  font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, monospace;
  font-size: 1.05rem;
  letter-spacing: 0.05em;
  overflow-wrap: anywhere;
  direction: ltr;
  unicode-bidi: isolate;
`;

export const KeyLine = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.5rem 1rem;
  margin: 0 0 1rem;
`;

export const CodesList = styled.ol`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(10rem, 1fr));
  gap: 0.5rem 1.5rem;
  margin: 0.5rem 0 1rem;
  padding-inline-start: 1.75rem;
`;

/** A checkbox and its text inside a form (the Field rules are for text boxes). */
export const Check = styled.label`
  display: flex;
  align-items: center;
  gap: 0.5rem;
  min-height: 44px;
  cursor: pointer;
  input {
    width: 1.25rem;
    height: 1.25rem;
    margin: 0;
  }
`;

/** The turn-off dialog's box. */
export const DialogBox = styled.div`
  background: #fff;
  color: ${({ theme }) => theme.colors.text};
  border-radius: ${({ theme }) => theme.radius};
  box-shadow: ${({ theme }) => theme.shadow};
  padding: 1.25rem 1.5rem;
  width: min(32rem, calc(100vw - 2rem));
  max-height: calc(100dvh - 2rem);
  overflow-y: auto;
  h2 {
    margin: 0 0 0.5rem;
    font-size: 1.3rem;
  }
`;
