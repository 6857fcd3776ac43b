/** Hands a blob to the browser as a download named `name`. */
export function saveFile(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  // In the document: Firefox ignores a click on a detached anchor.
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // Some browsers read the blob after the click returns: give the download a moment.
  setTimeout(() => {
    URL.revokeObjectURL(url);
  }, 1000);
}
