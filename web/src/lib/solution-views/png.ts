/**
 * PNG downloads of what a person is looking at: a DOM view (the timelines, the tables) through html-to-image,
 * loaded only when someone downloads. Charts use plotly's own image export.
 */
export function saveDataUrl(dataUrl: string, fileName: string): void {
  const link = document.createElement('a');
  link.href = dataUrl;
  link.download = `${fileName}.png`;
  document.body.append(link);
  link.click();
  link.remove();
}

export async function downloadNodePng(node: HTMLElement, fileName: string): Promise<void> {
  const { toPng } = await import('html-to-image');
  const dataUrl = await toPng(node, {
    backgroundColor: '#ffffff',
    width: node.scrollWidth,
    height: node.scrollHeight,
    pixelRatio: 1,
  });
  saveDataUrl(dataUrl, fileName);
}
