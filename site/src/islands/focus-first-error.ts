/**
 * Moves focus to the first field marked invalid in the form, once React has drawn the messages, so a
 * keyboard or screen reader user lands on it.
 */
export function focusFirstError(form: HTMLFormElement | null): void {
  requestAnimationFrame(() => form?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
}
