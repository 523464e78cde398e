/**
 * Hands a blob to the browser as a download (the documents' zip): a temporary object URL on a link clicked
 * once, then released.
 *
 * @example
 * saveBlob(await api.zip(prospectId), 'documents.zip');
 */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // The download has started from the URL; releasing it on the next tick keeps it valid for the click.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
