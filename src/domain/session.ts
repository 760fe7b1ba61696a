// Session token claims (SPEC section 3) decoded from the JWT payload. Signature checks are the
// server's job; the app only reads the claims to build its context.
import * as z from 'zod/mini';

const claimsSchema = z.object({
  sub: z.string(),
  plt: z.optional(z.string()),
  iss: z.optional(z.string()),
  cur: z.optional(z.string()),
  lng: z.optional(z.string()),
  unv: z.optional(z.string()),
  rzn: z.optional(z.string()),
  brn: z.optional(z.string()),
  exp: z.number(),
  nbf: z.optional(z.number()),
});
export type SessionClaims = z.infer<typeof claimsSchema>;

function base64UrlDecode(part: string): string {
  const b64 = part.replace(/-/g, '+').replace(/_/g, '/');
  const padded = b64 + '='.repeat((4 - (b64.length % 4)) % 4);
  const binary = atob(padded);
  const bytes = Uint8Array.from(binary, (c) => c.charCodeAt(0));
  return new TextDecoder().decode(bytes);
}

/** The claims of a JWT, or null when the token is not a well-formed JWT with the claims we need. */
export function decodeClaims(token: string): SessionClaims | null {
  const parts = token.split('.');
  if (parts.length !== 3 || !parts[1]) return null;
  try {
    const parsed = claimsSchema.safeParse(JSON.parse(base64UrlDecode(parts[1])));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** Cookie lifetime of a token (SPEC 9): exp - nbf seconds, plus 3 hours when a refresh token exists. */
export function tokenCookieMaxAgeSeconds(claims: SessionClaims, hasRefreshToken: boolean): number {
  const base = Math.max(0, claims.exp - (claims.nbf ?? claims.exp));
  return base + (hasRefreshToken ? 10_800 : 0);
}
