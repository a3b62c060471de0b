/**
 * The Content-Disposition of a file the browser saves (a dashboard export, a report's CSV): the
 * plain name for old clients and the exact one, in any script, for the rest (RFC 6266).
 */
export function attachmentHeader(fileName: string): string {
  const asciiName = fileName.replace(/[^\x20-\x7e]|"/g, '_');
  return `attachment; filename="${asciiName}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}
