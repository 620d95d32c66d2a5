/**
 * Matches a request path against the Azure Functions route templates of the route table, with the same
 * precedence as the Functions host: a literal segment wins over a {parameter} at the same position.
 */
import type { HttpMethod } from '../http/route.ts';

interface Compiled<T> {
  value: T;
  methods: readonly HttpMethod[];
  segments: { literal?: string; param?: string }[];
}

export interface RouteMatch<T> {
  value: T;
  params: Record<string, string>;
}

export class RouteTable<T extends { route: string; methods: readonly HttpMethod[] }> {
  private readonly compiled: Compiled<T>[];

  constructor(routes: readonly T[]) {
    this.compiled = routes.map((value) => ({
      value,
      methods: value.methods,
      segments: value.route
        .split('/')
        .filter(Boolean)
        .map((part) => {
          const m = part.match(/^\{([A-Za-z0-9_]+)(?::[^}]*)?\}$/);
          return m ? { param: m[1]! } : { literal: part.toLowerCase() };
        }),
    }));
  }

  /** 'method' when a route matches the path but not the method (405), undefined when nothing matches (404). */
  match(method: string, pathname: string): RouteMatch<T> | 'method' | undefined {
    let parts: string[];
    try {
      parts = pathname.split('/').filter(Boolean).map(decodeURIComponent);
    } catch {
      return undefined;
    }
    const candidates: { c: Compiled<T>; params: Record<string, string>; score: string }[] = [];
    for (const c of this.compiled) {
      if (c.segments.length !== parts.length) continue;
      const params: Record<string, string> = {};
      let score = '';
      const ok = c.segments.every((seg, i) => {
        const part = parts[i]!;
        if (seg.literal !== undefined) {
          score += '1';
          return seg.literal === part.toLowerCase();
        }
        score += '0';
        params[seg.param!] = part;
        return part.length > 0;
      });
      if (ok) candidates.push({ c, params, score });
    }
    if (!candidates.length) return undefined;
    candidates.sort((a, b) => (a.score < b.score ? 1 : a.score > b.score ? -1 : 0));
    const best = candidates.filter((x) => x.score === candidates[0]!.score);
    const hit =
      best.find((x) => x.c.methods.includes(method as HttpMethod)) ??
      candidates.find((x) => x.c.methods.includes(method as HttpMethod));
    return hit ? { value: hit.c.value, params: hit.params } : 'method';
  }
}
