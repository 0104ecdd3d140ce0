/**
 * Scrolls to the first field the check refused, once its message has rendered: on a long form
 * the Save button sits far below most fields, and a refusal out of sight looks like nothing.
 */
export function revealFirstError() {
  requestAnimationFrame(() => {
    document
      .querySelector<HTMLElement>('form [data-error]')
      ?.scrollIntoView({ behavior: 'smooth', block: 'center' });
  });
}
