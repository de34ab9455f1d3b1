import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { demoSiteConfig } from '../config/site-config';
import { useI18n } from '../i18n/i18n';
import { makeStore } from '../store/store';
import { LocalizedRouter, memoryHistory } from './localized-router';

function Switch() {
  const { lang, setLang } = useI18n();
  return (
    <button type="button" onClick={() => setLang('ar')}>
      {`now ${lang}`}
    </button>
  );
}

/** The router at `address`, in the browser's way (a document load for another language). */
function renderAt(address: string) {
  const loadDocument = jest.fn();
  const history = memoryHistory([address]);
  render(
    <LocalizedRouter
      store={makeStore()}
      config={demoSiteConfig}
      history={history}
      loadDocument={loadDocument}
    >
      <Switch />
    </LocalizedRouter>,
  );
  return { loadDocument, history };
}

describe('the localized router in the browser', () => {
  it('goes to the same page in the chosen language with a document load', async () => {
    const { loadDocument, history } = renderAt('/hi/comptia/specialist/a-plus?ref=mail#outline');
    expect(screen.getByRole('button')).toHaveTextContent('now hi');
    await userEvent.click(screen.getByRole('button'));
    expect(loadDocument).toHaveBeenCalledWith('/ar/comptia/specialist/a-plus?ref=mail#outline');
    // The server sends that page; nothing changes in place meanwhile.
    expect(history.location.pathname).toBe('/hi/comptia/specialist/a-plus');
    expect(localStorage.getItem('lang')).toBe('ar');
  });

  it('does nothing when asked for the language the page is already in', async () => {
    const { loadDocument } = renderAt('/ar/about-us');
    await userEvent.click(screen.getByRole('button', { name: 'now ar' }));
    expect(loadDocument).not.toHaveBeenCalled();
  });
});
