/** A model's list as the dash lines the site shows, whatever bullet it wrote itself. */
export const dashLines = (lines: readonly string[]): string =>
  lines.map((line) => `- ${line.replace(/^[-•*]\s*/, '').trim()}`).join('\n');
