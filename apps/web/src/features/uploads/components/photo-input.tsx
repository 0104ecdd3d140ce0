import { Avatar, Button, FileButton, Group, Input, Stack, Text } from '@mantine/core';
import { IconTrash, IconUpload } from '@tabler/icons-react';
import { type ReactNode, useRef, useState } from 'react';
import { errorMessage } from '../../../api/http';
import {
  uploadAccept,
  uploadProblem,
  useObjectUrl,
  useUploadedImageUrl,
  useUploadFile,
} from '../api/uploads';

export interface PhotoInputProps {
  /** The upload id of the photo, or null for none. */
  value: string | null;
  onChange(value: string | null): void;
  /** Whose photo: the initials shown while there is none. */
  name?: string;
  label?: string;
  error?: ReactNode;
}

/**
 * A photo: checked in the browser against the upload rules (jpg, png, pdf, svg, jpeg or gif, at
 * most 2 MB), uploaded at once, and shown
 * from the picked file (a saved photo is fetched with the session's headers).
 */
export function PhotoInput({ value, onChange, name, label = 'Photo', error }: PhotoInputProps) {
  const upload = useUploadFile();
  const resetRef = useRef<() => void>(null);
  const [picked, setPicked] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const pickedUrl = useObjectUrl(picked);
  const savedUrl = useUploadedImageUrl(picked ? null : value);
  const shown = value ? (pickedUrl ?? savedUrl) : null;

  const choose = async (file: File | null) => {
    resetRef.current?.();
    if (!file) return;
    const rejected = uploadProblem(file);
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
    <Group gap="lg" wrap="nowrap" align="center">
      <Avatar
        src={shown}
        alt={shown ? 'Photo preview' : undefined}
        name={name || undefined}
        color="initials"
        size={88}
        radius={88}
      />
      <Stack gap={6}>
        <div>
          <Input.Label labelElement="div">{label}</Input.Label>
          <Input.Description>JPG, PNG, GIF, SVG or PDF, up to 2 MB</Input.Description>
        </div>
        <Group gap="xs">
          <FileButton onChange={choose} accept={uploadAccept} resetRef={resetRef}>
            {(props) => (
              <Button
                {...props}
                size="xs"
                variant="light"
                leftSection={<IconUpload size={14} />}
                loading={upload.isPending}
              >
                {value ? 'Change photo' : 'Upload photo'}
              </Button>
            )}
          </FileButton>
          {value && (
            <Button
              size="xs"
              variant="subtle"
              color="red"
              leftSection={<IconTrash size={14} />}
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
          <Text size="xs" c="red" role="alert">
            {shownError}
          </Text>
        )}
      </Stack>
    </Group>
  );
}
