// The navigation bar's styles, shared by its sections.
import { Link } from 'react-router-dom';
import styled from 'styled-components';

// The bar's own breakpoint: below it the slide-in menu, from it up one row in every language.
export const mobile = ({ theme }: { theme: { breakpoints: { nav: string } } }) =>
  `(max-width: calc(${theme.breakpoints.nav} - 0.02px))`;

export const Bar = styled.header`
  position: sticky;
  top: 0;
  z-index: 50;
  background: #fff;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

export const Inner = styled.nav`
  max-width: ${({ theme }) => theme.maxWidth};
  margin: 0 auto;
  padding: 0.5rem 1rem;
  display: flex;
  align-items: center;
  gap: 0.75rem;
  @media (max-width: 1279.98px) {
    padding-inline: 0.75rem;
    gap: 0.5rem;
  }
`;

export const Brand = styled(Link)`
  font-weight: 800;
  font-size: 1.1rem;
  color: ${({ theme }) => theme.colors.primaryDark};
  text-decoration: none;
  margin-inline-end: auto;
  /* The name may take two lines on a narrow desktop; the bar's controls never wrap. */
  min-width: 0;
  @media (max-width: 1279.98px) {
    font-size: 1rem;
  }
`;

export const Desktop = styled.div`
  display: flex;
  align-items: center;
  gap: 0.5rem;
  flex-wrap: nowrap;
  flex-shrink: 0;
  white-space: nowrap;
  @media ${mobile} {
    display: none;
  }
  /* Narrow desktops: tighter spacing leaves the brand name room for two lines at most, in the
     languages with the longest labels too (fr, nl: 'Payer maintenant', 'Over ons'). */
  @media (max-width: 1279.98px) {
    gap: 0.35rem;
  }
`;

export const Links = styled.ul<{ $vertical?: boolean }>`
  display: flex;
  flex-direction: ${({ $vertical }) => ($vertical ? 'column' : 'row')};
  gap: 0.25rem;
  list-style: none;
  margin: 0;
  padding: 0;
  flex-wrap: ${({ $vertical }) => ($vertical ? 'wrap' : 'nowrap')};
  a {
    display: block;
    padding: 0.6rem 0.55rem;
    @media (max-width: 1279.98px) {
      padding-inline: 0.3rem;
    }
    color: ${({ theme }) => theme.colors.text};
    text-decoration: none;
    border-radius: ${({ theme }) => theme.radius};
  }
  a:hover {
    background: ${({ theme }) => theme.colors.surface};
  }
  a.active {
    color: ${({ theme }) => theme.colors.primary};
    font-weight: 700;
  }
`;

export const LoginLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  min-height: 44px;
  padding: 0.4rem 1rem;
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.primary};
  color: #fff;
  font-weight: 600;
  text-decoration: none;
`;

export const desktop = ({ theme }: { theme: { breakpoints: { nav: string } } }) =>
  `(min-width: ${theme.breakpoints.nav})`;

export const MenuButton = styled.button`
  display: inline-flex;
  min-width: 44px;
  min-height: 44px;
  align-items: center;
  gap: 0.4rem;
  padding: 0.4rem 0.8rem;
  font: inherit;
  font-weight: 600;
  background: #fff;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  cursor: pointer;
  @media ${desktop} {
    display: none;
  }
`;

export const UserBox = styled.div`
  position: relative;
  [role='menu'] {
    position: absolute;
    inset-inline-end: 0;
    top: 100%;
    min-width: 12rem;
    background: #fff;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radius};
    box-shadow: ${({ theme }) => theme.shadow};
    list-style: none;
    margin: 0.25rem 0 0;
    padding: 0.25rem;
    z-index: 60;
  }
  [role='menuitem'] {
    display: block;
    width: 100%;
    text-align: start;
    padding: 0.6rem 0.75rem;
    background: none;
    border: 0;
    font: inherit;
    color: inherit;
    cursor: pointer;
    text-decoration: none;
    border-radius: ${({ theme }) => theme.radius};
  }
  [role='menuitem']:hover,
  [role='menuitem']:focus {
    background: ${({ theme }) => theme.colors.surface};
  }
`;

export const AvatarButton = styled.button`
  display: inline-flex;
  align-items: center;
  gap: 0.5rem;
  min-height: 44px;
  padding: 0.3rem 0.6rem;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: 999px;
  font: inherit;
  cursor: pointer;
  text-align: start;
  line-height: 1.2;
  small {
    color: ${({ theme }) => theme.colors.muted};
  }
`;

export const Avatar = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 2rem;
  height: 2rem;
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.primary};
  color: #fff;
  font-weight: 700;
`;
