// Puts text on the clipboard. Browsers offer the Clipboard API only in secure contexts (https,
// localhost), and the app is also opened over plain http on a building's network, so there — or
// when the API refuses — a hidden text area copied with the older command stands in.

/** Copies `text`; rejects when the browser allows neither way. */
export async function copyText(text: string): Promise<void> {
  if (navigator.clipboard !== undefined) {
    try {
      await navigator.clipboard.writeText(text);
      return;
    } catch {
      // Refused (no permission, document not focused): the older way may still be allowed.
    }
  }
  copyBySelecting(text);
}

function copyBySelecting(text: string): void {
  if (typeof document.execCommand !== 'function') {
    throw new Error('The browser cannot copy');
  }
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  // Off screen, so the page neither scrolls nor flashes while it is selected.
  area.style.position = 'fixed';
  area.style.top = '-1000px';
  document.body.append(area);
  area.select();
  // Deprecated, but the only way to copy outside a secure context, and still supported everywhere.
  const copied = document.execCommand('copy');
  area.remove();
  if (!copied) {
    throw new Error('The browser did not allow copying');
  }
}
