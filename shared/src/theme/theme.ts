import { createGlobalStyle } from 'styled-components';

/** Colours chosen for WCAG AA contrast on white (text >= 4.5:1). */
export const theme = {
  colors: {
    primary: '#0b4f9c',
    primaryDark: '#083a73',
    accent: '#c2410c',
    text: '#1f2937',
    muted: '#4b5563',
    background: '#ffffff',
    surface: '#f3f6fa',
    border: '#d1d9e3',
    success: '#166534',
    successBg: '#dcfce7',
    danger: '#b91c1c',
    dangerBg: '#fee2e2',
    focus: '#f59e0b',
  },
  radius: '8px',
  shadow: '0 2px 10px rgba(15, 23, 42, 0.08)',
  maxWidth: '1200px',
  font: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Noto Sans', 'Noto Sans Devanagari', 'Noto Sans Arabic', sans-serif",
  // mobile: one column below it. nav: the top bar's links below it go into the slide-in menu;
  // from it up the bar fits one row in every language (e2e/tests/languages.spec.ts).
  breakpoints: { mobile: '760px', nav: '1024px' },
} as const;

export type Theme = typeof theme;

export const GlobalStyle = createGlobalStyle`
  *, *::before, *::after { box-sizing: border-box; }
  html { -webkit-text-size-adjust: 100%; }
  body {
    margin: 0;
    font-family: ${theme.font};
    color: ${theme.colors.text};
    background: ${theme.colors.background};
    line-height: 1.55;
  }
  /* A Hindi or Arabic page draws its script with the site's own face first (each face covers
     only its script's characters, so Latin text falls through to the list). Otherwise the
     system font would: Debian's DejaVu Sans has Arabic letters of another design, and its bold
     cut has no Devanagari at all. */
  html[lang='hi'] body { font-family: 'Noto Sans Devanagari', ${theme.font}; }
  html[lang='ar'] body { font-family: 'Noto Sans Arabic', ${theme.font}; }
  a { color: ${theme.colors.primary}; }
  :focus-visible { outline: 3px solid ${theme.colors.focus}; outline-offset: 2px; }
  img { max-width: 100%; height: auto; }
  .visually-hidden {
    position: absolute !important; width: 1px; height: 1px; padding: 0; margin: -1px;
    overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; border: 0;
  }
`;
