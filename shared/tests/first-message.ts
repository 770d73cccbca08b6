/** The message a schema gives first for a value, or undefined when the value passes. */
export const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? undefined : result.error?.issues[0]?.message;
