import { randomInt } from 'node:crypto';

// Crockford-style alphabet without 0/O, 1/I/L: easy to read aloud on the phone, hard to guess.
const ALPHABET = '23456789ABCDEFGHJKMNPQRSTVWXYZ';
const LENGTH = 8;

/** A short, readable, unguessable reference such as GH-7K3M9Q2P (30^8 ≈ 6.6e11 possibilities). */
export function newReferenceId(pickIndex: (size: number) => number = randomInt): string {
  let code = '';
  for (let i = 0; i < LENGTH; i += 1) code += ALPHABET[pickIndex(ALPHABET.length)];
  return `GH-${code}`;
}
