// Names inside a downloaded zip: two documents may carry the same file name, and a zip entry
// written twice would hide the first, so later copies are numbered like a desktop does.

/** Splits 'report.final.pdf' into ['report.final', '.pdf']; a leading-dot or dotless name has no extension. */
function splitExtension(name: string): [string, string] {
  const dot = name.lastIndexOf('.')
  return dot > 0 ? [name.slice(0, dot), name.slice(dot)] : [name, '']
}

/** The same names with repeats numbered: ['a.pdf', 'a.pdf'] → ['a.pdf', 'a (2).pdf'] (case-insensitive). */
export function uniqueFileNames(names: readonly string[]): string[] {
  const taken = new Set<string>()
  return names.map((name) => {
    let candidate = name
    const [stem, extension] = splitExtension(name)
    for (let n = 2; taken.has(candidate.toLowerCase()); n++) {
      candidate = `${stem} (${n})${extension}`
    }
    taken.add(candidate.toLowerCase())
    return candidate
  })
}

/** The zip's own file name for a matter: 'dossier-{matter slug}.zip'. */
export function dossierZipName(matterSlug: string): string {
  return `dossier-${matterSlug}.zip`
}
