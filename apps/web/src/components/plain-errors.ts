import type { FormErrors } from '@mantine/form';

/** "enter a name" → "Enter a name": a message read as a sentence beside its input. */
export function sentence(message: string): string {
  return message.charAt(0).toUpperCase() + message.slice(1);
}

/**
 * Contract messages start with their field's name ("breakMinutes: 0 or more"), which the server's
 * answers need; beside the input it names, the rest of the message is enough.
 */
export function plainErrors(errors: FormErrors): FormErrors {
  const plain: FormErrors = {};
  for (const [path, message] of Object.entries(errors)) {
    plain[path] =
      typeof message === 'string' ? sentence(message.replace(/^[\w.]+:\s*/, '')) : message;
  }
  return plain;
}
