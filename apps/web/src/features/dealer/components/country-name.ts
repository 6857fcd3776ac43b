let regionNames: Intl.DisplayNames | null = null;

/** `GB` → `United Kingdom`, from the browser. */
export function countryName(code: string): string {
  try {
    regionNames ??= new Intl.DisplayNames(['en'], { type: 'region', fallback: 'code' });
    return regionNames.of(code) ?? code;
  } catch {
    return code;
  }
}
