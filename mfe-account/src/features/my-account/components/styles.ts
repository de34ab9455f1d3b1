import styled from 'styled-components';

/** The in-page links to each section: a row that wraps on a narrow screen. */
export const SectionNav = styled.nav`
  margin: 0 0 1.5rem;
  ul {
    display: flex;
    flex-wrap: wrap;
    gap: 0.5rem;
    list-style: none;
    margin: 0;
    padding: 0;
  }
  a {
    display: inline-flex;
    align-items: center;
    min-height: 44px;
    padding: 0 0.9rem;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: 999px;
    text-decoration: none;
  }
  a:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.primary};
    outline-offset: 2px;
  }
`;

export const Part = styled.section`
  margin: 0 0 2rem;
  scroll-margin-top: 5rem;
  > h2 {
    margin: 0 0 0.75rem;
  }
`;

export const Hint = styled.p`
  color: ${({ theme }) => theme.colors.muted};
`;

/** One certificate: its facts beside its QR code, then its actions; one column on a phone. */
export const CertificateCard = styled.li`
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  padding: 1rem 1.25rem;
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  gap: 0.75rem 1.25rem;
  overflow-wrap: anywhere;
  h3 {
    margin: 0 0 0.5rem;
    font-size: 1.15rem;
    display: flex;
    flex-wrap: wrap;
    gap: 0.25rem 0.75rem;
    align-items: center;
  }
  dl {
    display: grid;
    grid-template-columns: max-content minmax(0, 1fr);
    gap: 0.2rem 0.75rem;
    margin: 0;
  }
  dt {
    color: ${({ theme }) => theme.colors.muted};
  }
  dd {
    margin: 0;
  }
  @media (max-width: ${({ theme }) => theme.breakpoints.mobile}) {
    grid-template-columns: minmax(0, 1fr);
    dl {
      grid-template-columns: minmax(0, 1fr);
    }
    dd {
      margin-bottom: 0.35rem;
    }
  }
`;

export const CardList = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 1rem;
`;

export const Actions = styled.div`
  grid-column: 1 / -1;
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
  a {
    display: inline-flex;
    align-items: center;
    min-height: 44px;
    padding: 0 0.9rem;
    border: 1px solid ${({ theme }) => theme.colors.primary};
    border-radius: ${({ theme }) => theme.radius};
    text-decoration: none;
  }
`;

/** A certificate's name correction: its state and its request form, across the card. */
export const Correction = styled.div`
  grid-column: 1 / -1;
  display: grid;
  gap: 0.5rem;
  &:empty {
    display: none;
  }
  h4 {
    margin: 0;
  }
  p {
    margin: 0;
  }
`;

// Expired in the text colour on the surface: neither good news nor an alarm.
const tones = {
  valid: ['successBg', 'success'],
  expired: ['surface', 'text'],
  revoked: ['dangerBg', 'danger'],
} as const;

export const StatusBadge = styled.span<{ $status: keyof typeof tones }>`
  font-size: 0.85rem;
  font-weight: 600;
  padding: 0.1rem 0.6rem;
  border-radius: 999px;
  background: ${({ theme, $status }) => theme.colors[tones[$status][0]]};
  color: ${({ theme, $status }) => theme.colors[tones[$status][1]]};
`;

/** A link, an ID: read left to right in every language, wrapped rather than cut. */
export const Ltr = styled.bdi`
  direction: ltr;
  unicode-bidi: isolate;
  overflow-wrap: anywhere;
`;

export const QrFigure = styled.svg`
  width: 8.5rem;
  height: 8.5rem;
  max-width: 100%;
  background: #fff;
  shape-rendering: crispEdges;
`;

/** A table whose cells wrap on a narrow screen; should one still be too wide, it scrolls, not the page. */
export const TableBox = styled.div`
  overflow-x: auto;
  overflow-wrap: anywhere;
  table {
    border-collapse: collapse;
    width: 100%;
  }
  th,
  td {
    text-align: start;
    padding: 0.5rem 0.6rem;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    vertical-align: top;
  }
`;

/** The profile's fields: one column on a phone, two from a tablet up. */
export const ProfileForm = styled.form`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: 0 1.5rem;
  max-width: 48rem;
  @media (min-width: 720px) {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  > div[aria-live],
  > button {
    grid-column: 1 / -1;
    justify-self: start;
  }
  input {
    width: 100%;
    box-sizing: border-box;
  }
`;

/** A sub-part of the profile: the change of address, the deletion. */
export const SubPart = styled.section`
  margin: 1.5rem 0 0;
  max-width: 48rem;
  h3 {
    margin: 0 0 0.5rem;
    font-size: 1.1rem;
  }
  /* A long address breaks rather than pushing the page sideways on a phone. */
  p {
    overflow-wrap: anywhere;
  }
  input {
    max-width: 100%;
    box-sizing: border-box;
  }
`;
