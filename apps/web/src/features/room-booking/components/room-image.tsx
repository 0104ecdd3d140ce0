import { Center, Image, Stack, Text } from '@mantine/core';
import { IconPhotoOff } from '@tabler/icons-react';
import { useUploadedImageUrl } from '../../uploads';

/**
 * A room's picture, fetched with the session's headers (an <img> cannot send them), or a quiet
 * placeholder while there is none.
 */
export function RoomImage({
  imageId,
  name,
  height,
  width,
  radius = 'md',
}: {
  imageId: string | null;
  name: string;
  height: number;
  width?: number | string;
  radius?: string;
}) {
  const url = useUploadedImageUrl(imageId);
  if (url) {
    return (
      <Image
        src={url}
        alt={`Picture of ${name}`}
        h={height}
        w={width}
        radius={radius}
        fit="cover"
      />
    );
  }
  return (
    <Center
      h={height}
      w={width}
      bg="gray.1"
      style={{ borderRadius: `var(--mantine-radius-${radius})`, flexShrink: 0 }}
      aria-label={imageId ? `Loading the picture of ${name}` : `No picture of ${name}`}
      role="img"
    >
      <Stack gap={4} align="center">
        <IconPhotoOff size={Math.min(28, height / 2)} color="var(--mantine-color-gray-5)" />
        {height >= 96 && (
          <Text size="xs" c="dimmed">
            No picture
          </Text>
        )}
      </Stack>
    </Center>
  );
}
