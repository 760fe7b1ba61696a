// A form sent with errors: focus goes to the first field in error (DESIGN 4: errors are announced, focus
// moves sensibly), once the errors are drawn (the next frame), not left on the submit button.
export function focusFirstInvalid(form: HTMLFormElement | null): void {
  if (!form) return;
  requestAnimationFrame(() => form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
}
