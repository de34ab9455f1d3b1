import styled from 'styled-components';

export const Hint = styled.p`
  margin: 0 0 0.75rem;
  color: ${({ theme }) => theme.colors.muted};
  font-size: 0.95rem;
`;

export const Buttons = styled.div`
  display: flex;
  gap: 0.5rem;
  flex-wrap: wrap;
  margin: 0.5rem 0 1rem;
`;

/** The section's box; its heading takes the focus after a sign-out. */
export const Block = styled.section`
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  padding: 1rem 1.25rem;
  margin: 1rem 0 1.5rem;
  > h2,
  > h3 {
    margin: 0 0 0.5rem;
  }
  > h2:focus,
  > h3:focus {
    outline: 2px solid ${({ theme }) => theme.colors.primary};
    outline-offset: 2px;
  }
`;

export const SessionList = styled.ul`
  list-style: none;
  margin: 0.5rem 0 1rem;
  padding: 0;
  display: grid;
  gap: 0.75rem;
  > li {
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radius};
    padding: 0.75rem 1rem;
    overflow-wrap: anywhere;
  }
  h3,
  h4 {
    margin: 0 0 0.35rem;
    font-size: 1rem;
    display: flex;
    flex-wrap: wrap;
    gap: 0.25rem 0.75rem;
    align-items: center;
  }
  dl {
    display: grid;
    grid-template-columns: max-content minmax(0, 1fr);
    gap: 0.15rem 0.75rem;
    margin: 0 0 0.5rem;
  }
  dt {
    color: ${({ theme }) => theme.colors.muted};
  }
  dd {
    margin: 0;
  }
`;

export const Badge = styled.span`
  font-size: 0.85rem;
  font-weight: 600;
  padding: 0.1rem 0.5rem;
  border-radius: 999px;
  background: ${({ theme }) => theme.colors.successBg};
  color: ${({ theme }) => theme.colors.success};
`;
