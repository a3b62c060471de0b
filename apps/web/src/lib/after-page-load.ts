// Work that must stay off the first screen's path but must not wait for a click either: code a
// screen may need once the server has gone (a toast saying so, a dialog, the date pickers) is
// fetched when the page has loaded — by then it could not be fetched any more (a lobby screen
// whose server stops, a site page whose connection drops).
export function afterPageLoad(work: () => void): void {
  // The server's render of the first screen (first-screen/) has no page to wait for.
  if (typeof document === 'undefined') {
    return;
  }
  if (document.readyState === 'complete') {
    setTimeout(work, 0);
    return;
  }
  window.addEventListener('load', () => work(), { once: true });
}
