// Saves a file the page already holds (a data: or blob: URL) as a download with the given name,
// through a link clicked in memory: the browser's own download, with no request to the server.

/** Characters no common file system allows in a name. */
const UNSAFE_IN_FILE_NAME = /[\\/:*?"<>|\p{Cc}]+/gu;

/** A file name made from what a user typed (a kiosk's name), safe on every file system. */
export function fileNameOf(name: string, extension: string): string {
  const base = name.replace(UNSAFE_IN_FILE_NAME, '-').trim() || 'download';
  return `${base}.${extension}`;
}

export function saveFile(fileName: string, href: string): void {
  const link = document.createElement('a');
  link.href = href;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
}

/** Saves text as a download named `fileName` (an export the page made, e.g. a dashboard's file). */
export function saveTextFile(fileName: string, text: string, type: string): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  saveFile(fileName, url);
  // Later, not now: the browser starts the download from the URL after this click returns.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
