/**
 * Scrolls to the first field the check refused, once its message has rendered: the employee
 * forms are long, and the Save button sits far below most fields.
 */
export function revealFirstError() {
  requestAnimationFrame(() => {
    document
      .querySelector<HTMLElement>('form [data-error]')
      ?.scrollIntoView({ behavior: 'smooth', block: 'center' });
  });
}
