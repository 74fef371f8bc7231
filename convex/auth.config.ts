import { getAuthConfigProvider } from '@convex-dev/better-auth/auth-config'
import type { AuthConfig } from 'convex/server'

// Convex validates the better-auth JWT (RS256, JWKS served by our own /api/auth routes).
export default { providers: [getAuthConfigProvider()] } satisfies AuthConfig
