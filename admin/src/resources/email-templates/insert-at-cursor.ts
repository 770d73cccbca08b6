/** The text with `insert` put in place of the selection [start, end), and where the caret goes after it. */
export function insertAtCursor(
  value: string,
  insert: string,
  start: number | null,
  end: number | null,
): { value: string; caret: number } {
  // No known selection (the field never had focus): at the end, where a writer would carry on.
  const from = Math.min(start ?? value.length, value.length);
  const to = Math.max(from, Math.min(end ?? from, value.length));
  return { value: value.slice(0, from) + insert + value.slice(to), caret: from + insert.length };
}

export const placeholder = (variable: string) => `{{${variable}}}`;
