// Byte and text helpers shared by the file-type sniff and the zip limits (pure, no imports).

export function startsWith(bytes: Uint8Array, signature: readonly number[], at = 0): boolean {
  return signature.every((byte, i) => bytes[at + i] === byte)
}

export function latin1(bytes: Uint8Array): string {
  let text = ''
  for (const byte of bytes) text += String.fromCharCode(byte)
  return text
}

export function utf8(bytes: Uint8Array): string {
  return new TextDecoder('utf-8').decode(bytes)
}
