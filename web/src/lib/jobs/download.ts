/** Starts a file download by navigating a hidden anchor (with the download attribute) to the file's link. */
export function startDownload(url: string, fileName: string | undefined): void {
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.download = fileName ?? '';
  anchor.rel = 'noopener';
  anchor.style.display = 'none';
  document.body.appendChild(anchor);
  anchor.click();
  anchor.remove();
}
