/** Items joined as a reader says them: 'A', 'A and B', 'A, B and C' (no serial comma, UK style); '' for none. */
export function andList(items: readonly string[]): string {
  return items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
}
