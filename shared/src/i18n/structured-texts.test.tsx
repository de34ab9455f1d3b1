import { screen } from '@testing-library/react';
import { renderWithProviders } from '../testing';
import { defineTexts, flattenTexts, mapTexts, useTexts, type Translated } from './structured-texts';

const en = {
  title: 'Terms',
  sections: [{ heading: 'Enrolment', items: ['Pay the fee', 'Get an e-mail'] }],
} as const;

const fr: Translated<typeof en> = {
  title: 'Conditions',
  sections: [{ heading: 'Inscription', items: ['Payez les frais', 'Recevez un e-mail'] }],
};

// @ts-expect-error a translation that drops an item of a list does not compile
const short: Translated<typeof en> = { title: 'x', sections: [{ heading: 'y', items: ['z'] }] };
void short;

const texts = defineTexts(en, {
  fr: () => Promise.resolve({ default: fr }),
  // Italian lacks a text: that one stays English rather than leave a gap.
  it: () =>
    Promise.resolve({
      default: { title: 'Termini', sections: [{ heading: 'Iscrizione', items: ['Paga'] }] },
    } as unknown as { default: Translated<typeof en> }),
});

function Terms() {
  const page = useTexts(texts);
  return (
    <>
      <h1>{page.title}</h1>
      <h2>{page.sections[0].heading}</h2>
      <ul>
        {page.sections[0].items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    </>
  );
}

describe('structured texts', () => {
  it('flattens a structure to paths and maps it back', () => {
    expect(flattenTexts(en)).toEqual({
      title: 'Terms',
      'sections.0.heading': 'Enrolment',
      'sections.0.items.0': 'Pay the fee',
      'sections.0.items.1': 'Get an e-mail',
    });
    expect(mapTexts(en, (path) => path.toUpperCase())).toEqual({
      title: 'TITLE',
      sections: [
        { heading: 'SECTIONS.0.HEADING', items: ['SECTIONS.0.ITEMS.0', 'SECTIONS.0.ITEMS.1'] },
      ],
    });
  });

  it('renders the page in its language once the texts are loaded', async () => {
    renderWithProviders(<Terms />, { lang: 'fr' });
    expect(await screen.findByRole('heading', { name: 'Conditions' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Inscription' })).toBeInTheDocument();
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'Payez les frais',
      'Recevez un e-mail',
    ]);
  });

  it('keeps a text that a language lacks in English', async () => {
    renderWithProviders(<Terms />, { lang: 'it' });
    expect(await screen.findByRole('heading', { name: 'Termini' })).toBeInTheDocument();
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'Paga',
      'Get an e-mail',
    ]);
  });
});
