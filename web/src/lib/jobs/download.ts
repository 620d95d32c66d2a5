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

/** Saves a file the page holds (read through the API client) under `fileName`. */
export function saveFile(file: Blob, fileName: string): void {
  const url = URL.createObjectURL(file);
  try {
    startDownload(url, fileName);
  } finally {
    setTimeout(() => URL.revokeObjectURL(url), 10_000);
  }
}
