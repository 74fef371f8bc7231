// The dossier's folder URLs: /matters/{slug}/dossier/{full slug path}, the splat of spec §2.

/** The folder path a splat names: without leading, trailing or doubled slashes; '' is the top level. */
export function folderPathFromSplat(splat: string | undefined): string {
  return (splat ?? '')
    .split('/')
    .map((segment) => segment.trim())
    .filter((segment) => segment !== '')
    .join('/')
}
