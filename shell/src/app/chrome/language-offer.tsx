import styled from 'styled-components';
import { directionOf, useI18n, type Lang } from 'shared';
import { answerOffer, languageToOffer } from './language-offer-choice';

/** What the offer says, in the language it offers (a visitor who reads only that one can act). */
const OFFERS: Record<Exclude<Lang, 'en'>, { text: string; accept: string; decline: string }> = {
  hi: { text: 'यह पेज हिन्दी में भी उपलब्ध है।', accept: 'हिन्दी में देखें', decline: 'नहीं, धन्यवाद' },
  nl: {
    text: 'Deze pagina is ook in het Nederlands beschikbaar.',
    accept: 'Bekijk in het Nederlands',
    decline: 'Nee, bedankt',
  },
  fr: {
    text: 'Cette page existe aussi en français.',
    accept: 'Voir en français',
    decline: 'Non merci',
  },
  pt: {
    text: 'Esta página também está disponível em português.',
    accept: 'Ver em português',
    decline: 'Não, obrigado',
  },
  it: {
    text: 'Questa pagina è disponibile anche in italiano.',
    accept: 'Vedi in italiano',
    decline: 'No, grazie',
  },
  ar: {
    text: 'هذه الصفحة متاحة أيضًا باللغة العربية.',
    accept: 'اعرضها بالعربية',
    decline: 'لا، شكرًا',
  },
};

const Bar = styled.aside`
  position: fixed;
  inset-inline: 1rem;
  bottom: 5.5rem;
  z-index: 55;
  max-width: 34rem;
  margin-inline: auto;
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.5rem 1rem;
  padding: 0.75rem 1rem;
  background: #fff;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  box-shadow: ${({ theme }) => theme.shadow};
  p {
    margin: 0;
    flex: 1 1 14rem;
  }
  button {
    min-height: 44px;
    padding: 0.4rem 0.9rem;
    font: inherit;
    font-weight: 600;
    border-radius: ${({ theme }) => theme.radius};
    cursor: pointer;
  }
  button[data-accept] {
    background: ${({ theme }) => theme.colors.primary};
    border: 0;
    color: #fff;
  }
  button[data-decline] {
    background: #fff;
    border: 1px solid ${({ theme }) => theme.colors.border};
    color: ${({ theme }) => theme.colors.text};
  }
`;

/**
 * Offers the English home page's visitor the language they chose before, or their browser's:
 * an offer, never a redirect (the address decides the language; docs/ARCHITECTURE.md
 * 'Languages'). Fixed at the bottom, so nothing on the page moves.
 */
export function LanguageOffer({ lang, onDone }: { lang: Exclude<Lang, 'en'>; onDone: () => void }) {
  const { setLang } = useI18n();
  const offer = OFFERS[lang];
  return (
    <Bar lang={lang} dir={directionOf(lang)} aria-label={offer.accept}>
      <p>{offer.text}</p>
      <button
        type="button"
        data-accept=""
        onClick={() => {
          onDone();
          setLang(lang);
        }}
      >
        {offer.accept}
      </button>
      <button type="button" data-decline="" onClick={onDone}>
        {offer.decline}
      </button>
    </Bar>
  );
}

/** The offer for this visitor, or null when there is nothing to offer; `onDone` hides it. */
export function languageOffer(onDone: () => void) {
  const lang = languageToOffer();
  if (!lang) return null;
  return (
    <LanguageOffer
      lang={lang}
      onDone={() => {
        answerOffer();
        onDone();
      }}
    />
  );
}
