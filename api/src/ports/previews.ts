/** Preview images of a document's real pages or slides (ADR 0015). */
export interface DocumentPreviewer {
  /** PNG images of the first `maxPages` pages; throws PreviewUnavailableError when the renderer is missing. */
  pages(data: Buffer, extension: string, maxPages: number): Promise<Buffer[]>;
}

export class PreviewUnavailableError extends Error {}
