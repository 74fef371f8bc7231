// A password sign-up only claims an address; opening the link mailed to it proves the mailbox. The
// two may be different people: a stranger can sign up someone else's address with a password of
// their choosing, and the owner, expecting nothing, confirms it. So the confirmation keeps the
// password only when it is opened in the browser that chose it, which this cookie marks: set on the
// sign-up answer, it carries a keyed hash of the address, so it cannot be made for another address
// and says nothing anyone could read. Anywhere else the password is dropped (better-auth's magic
// link and email code do the same: revokeUnprovenAccountAccess), and the owner is signed in by the
// link and can set their own.

/** Cookie name; `__Host-` is not used because the app may run on plain http on a LAN. */
export const SIGN_UP_PROOF_COOKIE = 'casefile.sign_up_proof'

/** As long as the link mailed at sign-up could reasonably be opened (better-auth's own is 1 h). */
export const SIGN_UP_PROOF_MAX_AGE_SECONDS = 24 * 60 * 60

const encoder = new TextEncoder()

function toBase64Url(bytes: ArrayBuffer) {
  let text = ''
  for (const byte of new Uint8Array(bytes)) text += String.fromCharCode(byte)
  return btoa(text).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '')
}

async function keyedHash(secret: string, message: string) {
  const key = await crypto.subtle.importKey(
    'raw',
    encoder.encode(secret),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign'],
  )
  return toBase64Url(await crypto.subtle.sign('HMAC', key, encoder.encode(message)))
}

/** The cookie's value for `email`, valid until `expiresAt` (epoch ms). Always the same length. */
export async function signUpProofValue(secret: string, email: string, expiresAt: number) {
  const until = String(Math.floor(expiresAt))
  const mac = await keyedHash(secret, `sign-up-proof:${email.trim().toLowerCase()}:${until}`)
  return `${until}.${mac}`
}

/** The value of cookie `name` in a Cookie header, or undefined. */
export function readCookie(header: string | null | undefined, name: string) {
  for (const part of (header ?? '').split(';')) {
    const at = part.indexOf('=')
    if (at > 0 && part.slice(0, at).trim() === name) {
      const raw = part.slice(at + 1).trim()
      try {
        return decodeURIComponent(raw)
      } catch {
        return raw
      }
    }
  }
  return undefined
}

/** Whether the Cookie header holds an unexpired proof that this browser signed `email` up. */
export async function holdsSignUpProof(
  cookieHeader: string | null | undefined,
  secret: string,
  email: string,
  now = Date.now(),
) {
  const value = readCookie(cookieHeader, SIGN_UP_PROOF_COOKIE)
  const until = Number(value?.split('.')[0])
  if (value === undefined || !Number.isSafeInteger(until) || until < now) return false
  const expected = await signUpProofValue(secret, email, until)
  // Both sides are public-length strings; compare every character so timing says nothing.
  if (expected.length !== value.length) return false
  let difference = 0
  for (let index = 0; index < expected.length; index++) {
    difference |= expected.charCodeAt(index) ^ value.charCodeAt(index)
  }
  return difference === 0
}
