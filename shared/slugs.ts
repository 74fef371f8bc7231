// The one slug rule for organisations, matters and folders (pure, shared with the forms).

/**
 * Lowercase ASCII words joined by hyphens, at most `maxLength` characters, `fallback` when nothing
 * is left: "Müller & Söhne / Appeal" -> "muller-and-sohne-appeal".
 */
export function slugify(name: string, fallback: string, maxLength = 60): string {
  const slug = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, maxLength)
    .replace(/-+$/g, '')
  return slug || fallback
}

/** `base`, or `base-N` cut so the whole stays within `maxLength`. */
export function numberedSlug(base: string, suffix: number, maxLength = 60): string {
  if (suffix === 1) return base
  return `${base.slice(0, maxLength - String(suffix).length - 1)}-${suffix}`
}
