/** Names of the files jobs produce: a readable stem from the solution's name and a stamp from the job's start. */

/** ASCII words of a name joined by '-', at most 60 characters ('' when nothing is left). */
export function fileSlug(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[^A-Za-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60);
}

/** 'YYYYMMDDHHmm' (UTC). */
export const fileStamp = (at: Date): string => at.toISOString().slice(0, 16).replace(/[-:T]/g, '');

/** `{prefix}-{id}-{slug}-{stamp}.{extension}`, without the slug when the name has no usable characters. */
export function jobFileName(prefix: string, id: string, name: string, at: Date, extension: string): string {
  const slug = fileSlug(name);
  return `${prefix}-${id}${slug ? `-${slug}` : ''}-${fileStamp(at)}.${extension}`;
}
