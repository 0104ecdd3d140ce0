import { Button, FileButton, Group, Image, Input, Stack, Text } from '@mantine/core';
import { IconTrash, IconUpload } from '@tabler/icons-react';
import { uploadBadTypeMessage, uploadExtensions } from '@tembusu/contracts/patterns';
import { type ReactNode, useRef, useState } from 'react';
import { errorMessage } from '../../../api/http';
import { uploadProblem, useObjectUrl, useUploadFile } from '../../uploads';
import { RoomImage } from './room-image';

// A room's picture is an image: the upload types (jpg, png, svg, jpeg, gif) without pdf.
const imageAccept = uploadExtensions
  .filter((extension) => extension !== 'pdf')
  .map((extension) => `.${extension}`)
  .join(',');

/**
 * A room's picture: checked against the upload rules (kind, at most 2 MB) and for being an image,
 * uploaded at
 * once through POST /api/v1/uploads, and previewed from the picked file.
 */
export function RoomImageInput({
  value,
  onChange,
  roomName,
  error,
}: {
  /** The upload id, or null for no picture. */
  value: string | null;
  onChange(value: string | null): void;
  roomName: string;
  error?: ReactNode;
}) {
  const upload = useUploadFile();
  const resetRef = useRef<() => void>(null);
  const [picked, setPicked] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const pickedUrl = useObjectUrl(picked);

  const choose = async (file: File | null) => {
    resetRef.current?.();
    if (!file) return;
    const rejected =
      uploadProblem(file) ??
      (file.name.toLowerCase().endsWith('.pdf') ? uploadBadTypeMessage : null);
    if (rejected) {
      setProblem(rejected);
      return;
    }
    setProblem(null);
    try {
      const saved = await upload.mutateAsync(file);
      setPicked(file);
      onChange(saved.id);
    } catch (failure) {
      setProblem(errorMessage(failure));
    }
  };

  const shownError = problem ?? error;
  return (
    <Input.Wrapper label="Image" description="JPG, PNG, GIF or SVG, up to 2 MB">
      {/* The buttons go below the picture where there is no room beside it (a phone). */}
      <Group gap="lg" wrap="wrap" align="center" mt={8}>
        {value && pickedUrl ? (
          <Image
            src={pickedUrl}
            alt={`Picture of ${roomName || 'the room'}`}
            w={220}
            h={140}
            radius="md"
            fit="cover"
          />
        ) : (
          <RoomImage imageId={value} name={roomName || 'the room'} height={140} width={220} />
        )}
        <Stack gap={8}>
          <Group gap="xs">
            <FileButton onChange={choose} accept={imageAccept} resetRef={resetRef}>
              {(props) => (
                <Button
                  {...props}
                  size="sm"
                  variant="light"
                  leftSection={<IconUpload size={16} />}
                  loading={upload.isPending}
                >
                  {value ? 'Change image' : 'Upload image'}
                </Button>
              )}
            </FileButton>
            {value && (
              <Button
                size="sm"
                variant="subtle"
                color="red"
                leftSection={<IconTrash size={16} />}
                onClick={() => {
                  setPicked(null);
                  setProblem(null);
                  onChange(null);
                }}
              >
                Remove
              </Button>
            )}
          </Group>
          {shownError && (
            <Text size="sm" c="red" role="alert" maw={360}>
              {shownError}
            </Text>
          )}
        </Stack>
      </Group>
    </Input.Wrapper>
  );
}
