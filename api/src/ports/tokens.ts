/** Who a bearer token says the caller is. Implemented in http/auth.ts (Entra or local signing). */
export interface Identity {
  email: string;
  name: string;
  subject: string;
  /**
   * Entra mode: the directory (tid) and the person's object id in it (oid). The portal keys people on these two
   * (ADR 0033); the e-mail only matches an invitation or a seeded user once, at the first sign-in.
   */
  tenantId?: string;
  objectId?: string;
  /** Token expiry, seconds since the epoch. */
  expiresAt: number;
}

export interface TokenVerifier {
  verify(token: string): Promise<Identity>;
}
