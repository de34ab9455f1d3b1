require('@testing-library/jest-dom');

// A busy 2-core machine (CI builds, a browser) makes userEvent typing slow; five seconds is tight.
jest.setTimeout(20_000);

// The same machine loads a screen's texts on demand (a dynamic import compiled on first use)
// in more than findBy*'s default second now and then; a screen that never shows still fails.
if (typeof document !== 'undefined') {
  require('@testing-library/react').configure({ asyncUtilTimeout: 5_000 });
}

// A file may run in Node instead (`@jest-environment node`), where there is no storage.
afterEach(() => {
  if (typeof window !== 'undefined') window.localStorage.clear();
});

// jsdom has <dialog> but not its methods. Enough of the HTML spec for components on the native
// element: showModal() opens it and focuses the `autofocus` element or the first focusable one
// (the dialog itself when there is none); close() closes it and fires `close`.
if (typeof HTMLDialogElement !== 'undefined' && !HTMLDialogElement.prototype.showModal) {
  const FOCUSABLE =
    'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';
  HTMLDialogElement.prototype.showModal = function showModal() {
    if (this.open) throw new DOMException('The dialog is already open.', 'InvalidStateError');
    this.setAttribute('open', '');
    (this.querySelector('[autofocus]') ?? this.querySelector(FOCUSABLE) ?? this).focus();
  };
  HTMLDialogElement.prototype.show = function show() {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close = function close(returnValue) {
    if (!this.open) return;
    if (returnValue !== undefined) this.returnValue = returnValue;
    this.removeAttribute('open');
    this.dispatchEvent(new Event('close'));
  };
}
