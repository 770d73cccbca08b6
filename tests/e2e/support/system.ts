/** Where the system under test answers: set by the global setup. */
export const base = (): string => {
  const url = process.env.E2E_BASE_URL;
  if (!url) throw new Error('E2E_BASE_URL is set by the global setup');
  return url;
};
