// What a security e-mail's body may do with its secret: whoever edits it
// must not be able to send the code or link elsewhere. Mail clients load images, styles and refreshes
// on their own, so a body that loads anything from another address could carry the secret there.

/** Whatever loads by itself in a mail client or browser, or makes an address the secret could go to. */
const LOADS_OUTSIDE: readonly RegExp[] = [
  /src\s*=/i, // src=, and lowsrc= / dynsrc=
  /srcset/i,
  /url\s*\(/i,
  /image-set\s*\(/i,
  /@import/i,
  /<\s*link\b/i,
  /http-equiv/i, // <meta http-equiv=refresh> and its kind
  /\b(background|poster|ping|action|formaction|data|xlink:href)\s*=/i,
  /<\s*(iframe|frame|object|embed|applet|base|form|script|svg|image|use|video|audio|source|track|portal)\b/i,
  /\\/, // CSS escapes (\75 rl() would hide url( from the checks above)
];

// Numeric character references and the named ones for characters above: inside an attribute, the
// browser decodes them before CSS reads it (style="background:&#117;rl(...)").
const NAMED: Record<string, string> = { lpar: '(', rpar: ')', commat: '@', bsol: '\\', equals: '=', colon: ':' };

function decodeReferences(body: string): string {
  return body
    .replace(/&#x([0-9a-f]+);?/gi, (_, hex: string) => String.fromCodePoint(Number.parseInt(hex, 16) % 0x110000))
    .replace(/&#(\d+);?/g, (_, decimal: string) => String.fromCodePoint(Number(decimal) % 0x110000))
    .replace(/&([a-z]+);/gi, (whole, name: string) => NAMED[name.toLowerCase()] ?? whole);
}

export const loadsOutsideContent = (body: string): boolean => {
  const decoded = decodeReferences(body);
  return LOADS_OUTSIDE.some((pattern) => pattern.test(decoded));
};

/**
 * Whether every {{variable}} in the body is where it may be: a link only as the whole href of an <a>
 * tag (so its address is the server's, never one the editor wrote around it), a code only as text.
 */
export function secretPlacedSafely(body: string, variable: string, secret: 'code' | 'link'): boolean {
  const placeholder = new RegExp(`\\{\\{\\s*${variable}\\s*\\}\\}`, 'g');
  for (const match of body.matchAll(placeholder)) {
    const at = match.index;
    const tagStart = body.lastIndexOf('<', at);
    const insideTag = tagStart > body.lastIndexOf('>', at);
    if (secret === 'code') {
      if (insideTag) return false;
      continue;
    }
    const before = body.slice(tagStart, at);
    const after = body.slice(at + match[0].length);
    if (!insideTag || !/^<a\s/i.test(before) || !/\shref\s*=\s*"$/i.test(before) || !after.startsWith('"')) {
      return false;
    }
  }
  return true;
}
