/**
 * Auth for convex-local (design §6): user JWT validation against `auth.config.ts` providers,
 * `Authorization` header parsing, and the deployment key behind `ctx.auth.signJwt`.
 * Pure module: the engine/transports wire it in.
 */
export { AuthError, isAuthError, type AuthErrorCode } from './errors'
export {
  createTokenValidator,
  type OidcAlgorithm,
  type TokenValidator,
  type TokenValidatorOptions,
  type VerifiedToken,
} from './validate'
export {
  authConfigProviders,
  findProvider,
  issuerMatches,
  noProviderMessage,
  normalizeIssuerUrl,
  normalizeProviders,
  type AuthProviderConfig,
  type NormalizedProvider,
} from './providers'
export { customJwtIdentity, oidcIdentity, rfc3339Utc } from './identity'
export { decodeDataUrl, fetchJwksText, type FetchLike } from './jwks'
export {
  actingAsIdentity,
  parseAuthorizationHeader,
  removeAdminKeyTypePrefix,
  type ParsedAuthorization,
} from './header'
export {
  checkSignJwtArgs,
  exportSigningKey,
  generateSigningKey,
  importSigningKey,
  jwksJson,
  RESERVED_JWT_CLAIMS,
  SIGN_JWT_MAX_SECONDS,
  SIGN_JWT_MIN_SECONDS,
  signJwt,
  signJwtIssuer,
  type SignJwtArgs,
  type SigningKey,
} from './signing'
