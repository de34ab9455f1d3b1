import { fireEvent, screen } from '@testing-library/react';
import { renderWithProviders } from 'shared/testing';
import { __reset, __setRemoteModule, calls } from '../../testing/federation-runtime-double';
import { forgetLoadedRemotes } from './federation';
import { installRemotePreloading } from './preload';

describe('preloading the remote of the page a link leads to', () => {
  let uninstall: () => void = () => {};
  beforeEach(() => {
    __reset();
    forgetLoadedRemotes();
    __setRemoteModule('certificates/routes', async () => ({ default: () => null }));
    uninstall = installRemotePreloading();
  });
  afterEach(() => uninstall());

  it('starts loading the owning remote when a link is pointed at or focused', () => {
    renderWithProviders(
      <>
        <a href="/CertificateLookup">Certificate lookup</a>
        <a href="/about-us">About us</a>
      </>,
    );
    fireEvent.pointerOver(screen.getByRole('link', { name: 'About us' }));
    expect(calls).toEqual([]);
    fireEvent.focusIn(screen.getByRole('link', { name: 'Certificate lookup' }));
    expect(calls).toEqual(['certificates/routes']);
    // Loaded once: the next intent reuses the same module.
    fireEvent.pointerOver(screen.getByRole('link', { name: 'Certificate lookup' }));
    expect(calls).toEqual(['certificates/routes']);
  });

  it('knows the remote of a link in another language', () => {
    renderWithProviders(<a href="/ar/CertificateLookup">البحث عن شهادة</a>);
    fireEvent.pointerOver(screen.getByRole('link', { name: 'البحث عن شهادة' }));
    expect(calls).toEqual(['certificates/routes']);
  });
});
