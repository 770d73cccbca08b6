/** The characters that could end or confuse a script element, and their JSON escapes. */
const UNSAFE_IN_SCRIPT: Record<string, string> = {
  '<': '\\u003c',
  '>': '\\u003e',
  '&': '\\u0026',
  '\u2028': '\\u2028',
  '\u2029': '\\u2029',
};

/**
 * JSON to put inside a <script> element (JSON-LD): JSON.stringify leaves `<` as it is, so a value
 * holding `</script>` would end the element and what follows would run. Escaped, it parses the same.
 */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value).replace(/[<>&\u2028\u2029]/g, (character) => UNSAFE_IN_SCRIPT[character] ?? character);
}
