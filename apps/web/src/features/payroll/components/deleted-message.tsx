import { Text } from '@mantine/core';

/**
 * The success dialog's text after a delete: 'Deleted!' over what was deleted. Spans only, as the
 * dialog sets its message inside a paragraph.
 */
export function DeletedMessage({ children }: { children: string }) {
  return (
    <>
      <Text span display="block" fw={700} size="lg" mb={4}>
        Deleted!
      </Text>
      <Text span display="block" size="sm" c="dimmed" fw={400}>
        {children}
      </Text>
    </>
  );
}
