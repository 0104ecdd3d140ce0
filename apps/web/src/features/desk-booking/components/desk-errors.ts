/**
 * A server message as a person reads it: '400 date: that time has already passed' names the
 * field first; the words after it are the message. Plain sentences are kept whole.
 */
export function readableError(message: string): string {
  const named = /^[A-Za-z][\w.]*: (.+)$/s.exec(message);
  const text = named?.[1] ?? message;
  return text.charAt(0).toUpperCase() + text.slice(1);
}
