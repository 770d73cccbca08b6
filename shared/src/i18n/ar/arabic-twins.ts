type Texts = Readonly<Record<string, unknown>>;

/**
 * A lookup of fixed English messages to their Arabic twins, from groups of each language side by side
 * (named, not namespace imports: a bundle keeps only these groups). Made on first use.
 */
export function arabicTwins(pairs: () => readonly (readonly [Texts, Texts])[]): (message: string) => string {
  let table: Map<string, string> | undefined;
  return (message) => {
    if (!table) {
      table = new Map();
      for (const [english, arabic] of pairs()) {
        for (const [key, text] of Object.entries(english)) {
          const twin = arabic[key];
          if (typeof text === 'string' && typeof twin === 'string' && !table.has(text)) table.set(text, twin);
        }
      }
    }
    return table.get(message) ?? message;
  };
}
