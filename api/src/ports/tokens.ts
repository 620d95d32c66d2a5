/** Who a bearer token says the caller is. Implemented in http/auth.ts (Entra or local signing). */
export interface Identity {
  email: string;
  name: string;
  subject: string;
  /** Token expiry, seconds since the epoch. */
  expiresAt: number;
}

export interface TokenVerifier {
  verify(token: string): Promise<Identity>;
}
