// Limits on reading one CV: a hostile file is parsed outside the request thread with time, memory and
// size limits, so it can stall or exhaust nothing else. A real CV is far below each of them: a two-page DOCX holds
// about 50 KB of XML and 5,000 characters of text, and is read in well under a second.

/** A CV still being read after this long is given up and its reader stopped. */
export const CV_READ_TIME_LIMIT_MS = 30_000;
/** V8 heap of the thread that reads CVs; past it the thread is stopped (a 1 MB document.xml needs about 150). */
export const CV_READER_HEAP_LIMIT_MB = 384;
/** Growth of the whole process while one CV is read: catches buffers outside the heap limit. */
export const CV_READER_MEMORY_GROWTH_LIMIT_MB = 1024;
/** A DOCX's XML parts, unpacked, each: mammoth's time and memory grow with them. */
export const MAX_DOCX_XML_PART_BYTES = 2 * 1024 * 1024;
/** Everything in a DOCX (pictures included), unpacked. */
export const MAX_DOCX_UNPACKED_BYTES = 32 * 1024 * 1024;
/** Extracted text beyond this is cut off before scoring: dozens of pages, many times a real CV. */
export const MAX_CV_TEXT_CHARS = 200_000;
