/** The deployment's ES256 key behind `ctx.auth.signJwt` (global `jwt_signing_key`). */
import {
  exportSigningKey,
  generateSigningKey,
  importSigningKey,
  type SigningKey,
} from '../auth/index'
import type { Store } from '../storage/types'
import { StoredSecret } from './storedSecret'

const SIGNING_KEY = 'jwt_signing_key'

export function deploymentSigningKey(store: Store): StoredSecret<SigningKey> {
  return new StoredSecret(store, SIGNING_KEY, {
    generate: generateSigningKey,
    encode: exportSigningKey,
    decode: importSigningKey,
  })
}
