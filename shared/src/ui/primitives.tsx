import styled, { css, keyframes } from 'styled-components';

export const PageContainer = styled.main`
  max-width: ${({ theme }) => theme.maxWidth};
  margin: 0 auto;
  padding: 2rem 1rem 3rem;
`;

export const Section = styled.section`
  max-width: ${({ theme }) => theme.maxWidth};
  margin: 0 auto;
  padding: 2rem 1rem;
`;

export const Heading = styled.h1`
  font-size: clamp(1.6rem, 3vw, 2.3rem);
  line-height: 1.2;
  margin: 0 0 0.75rem;
  color: ${({ theme }) => theme.colors.primaryDark};
`;

export const Lead = styled.p`
  font-size: 1.1rem;
  color: ${({ theme }) => theme.colors.muted};
  margin: 0 0 1.5rem;
`;

const buttonBase = css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: 0.4rem;
  min-height: 44px;
  padding: 0.6rem 1.2rem;
  border-radius: ${({ theme }) => theme.radius};
  font: inherit;
  font-weight: 600;
  cursor: pointer;
  text-decoration: none;
  &:disabled {
    opacity: 0.6;
    cursor: not-allowed;
  }
`;

export const Button = styled.button<{ $variant?: 'primary' | 'secondary' | 'danger' }>`
  ${buttonBase};
  border: 2px solid
    ${({ theme, $variant }) => ($variant === 'danger' ? theme.colors.danger : theme.colors.primary)};
  background: ${({ theme, $variant }) =>
    $variant === 'secondary'
      ? 'transparent'
      : $variant === 'danger'
        ? theme.colors.danger
        : theme.colors.primary};
  color: ${({ theme, $variant }) => ($variant === 'secondary' ? theme.colors.primary : '#fff')};
  &:hover:not(:disabled) {
    filter: brightness(0.92);
  }
`;

export const Card = styled.article`
  background: #fff;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  box-shadow: ${({ theme }) => theme.shadow};
  padding: 1.25rem;
`;

export const Field = styled.div`
  display: flex;
  flex-direction: column;
  gap: 0.35rem;
  margin-bottom: 1rem;
  label {
    font-weight: 600;
  }
  input,
  select,
  textarea {
    font: inherit;
    padding: 0.6rem 0.75rem;
    min-height: 44px;
    border: 1px solid ${({ theme }) => theme.colors.muted};
    border-radius: ${({ theme }) => theme.radius};
    background: #fff;
    color: ${({ theme }) => theme.colors.text};
  }
`;

/** Errors in a red box, successes in a green box, as every form shows them. */
export const Alert = styled.div<{ $tone: 'error' | 'success' | 'info' }>`
  border-radius: ${({ theme }) => theme.radius};
  padding: 0.75rem 1rem;
  margin: 1rem 0;
  border: 1px solid
    ${({ theme, $tone }) =>
      $tone === 'error'
        ? theme.colors.danger
        : $tone === 'success'
          ? theme.colors.success
          : theme.colors.border};
  background: ${({ theme, $tone }) =>
    $tone === 'error'
      ? theme.colors.dangerBg
      : $tone === 'success'
        ? theme.colors.successBg
        : theme.colors.surface};
  color: ${({ theme, $tone }) =>
    $tone === 'error'
      ? theme.colors.danger
      : $tone === 'success'
        ? theme.colors.success
        : theme.colors.text};
`;

const spin = keyframes`to { transform: rotate(360deg); }`;

/**
 * A box a wide table scrolls in sideways, so the page itself never does. Positioned, so what it
 * holds that is absolutely positioned (the visually hidden labels and captions of a table) is
 * laid out and clipped inside it rather than widening the page past a phone's screen.
 */
export const ScrollBox = styled.div`
  position: relative;
  overflow-x: auto;
`;

export const Spinner = styled.span`
  display: inline-block;
  width: 2rem;
  height: 2rem;
  border: 3px solid ${({ theme }) => theme.colors.border};
  border-top-color: ${({ theme }) => theme.colors.primary};
  border-radius: 50%;
  animation: ${spin} 0.8s linear infinite;
  @media (prefers-reduced-motion: reduce) {
    animation-duration: 2.5s;
  }
`;
