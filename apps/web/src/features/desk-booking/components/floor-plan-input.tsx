import { Button, FileButton, Group, Input, Stack, Text } from '@mantine/core';
import { IconPhotoUp, IconTrash } from '@tabler/icons-react';
import { type ReactNode, useRef, useState } from 'react';
import { errorMessage } from '../../../api/http';
import { uploadProblem, useUploadFile } from '../../uploads';

/** A floor plan is shown as an image: a PDF passes the upload rules but cannot be a plan. */
export const floorPlanImageMessage = 'A floor plan must be an image: jpg, png, jpeg, gif or svg.';
const imageExtensions = ['jpg', 'jpeg', 'png', 'gif', 'svg'];

/** The upload rules first (kind and 2 MB limit), then the plan's own: an image. */
export function floorPlanProblem(file: { name: string; size: number }): string | null {
  const rejected = uploadProblem(file);
  if (rejected) return rejected;
  const extension = file.name.split('.').pop()?.toLowerCase() ?? '';
  return imageExtensions.includes(extension) ? null : floorPlanImageMessage;
}

export interface FloorPlanInputProps {
  value: string | null;
  onChange(value: string | null): void;
  error?: ReactNode;
}

/** Picks the floor plan image, checks it, and uploads it at once. */
export function FloorPlanInput({ value, onChange, error }: FloorPlanInputProps) {
  const upload = useUploadFile();
  const resetRef = useRef<() => void>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [fileName, setFileName] = useState<string | null>(null);

  const choose = async (file: File | null) => {
    resetRef.current?.();
    if (!file) return;
    const rejected = floorPlanProblem(file);
    if (rejected) {
      setProblem(rejected);
      return;
    }
    setProblem(null);
    try {
      const saved = await upload.mutateAsync(file);
      setFileName(file.name);
      onChange(saved.id);
    } catch (failure) {
      setProblem(errorMessage(failure));
    }
  };

  const shownError = problem ?? error;
  return (
    <Stack gap={6}>
      <div>
        <Input.Label labelElement="div">Floor plan</Input.Label>
        <Input.Description>JPG, PNG, GIF or SVG, up to 2 MB</Input.Description>
      </div>
      <Group gap="xs" wrap="wrap">
        <FileButton
          onChange={choose}
          accept={imageExtensions.map((extension) => `.${extension}`).join(',')}
          resetRef={resetRef}
        >
          {(props) => (
            <Button
              {...props}
              variant="light"
              leftSection={<IconPhotoUp size={16} />}
              loading={upload.isPending}
            >
              {value ? 'Replace floor plan' : 'Upload floor plan'}
            </Button>
          )}
        </FileButton>
        {value && (
          <Button
            variant="subtle"
            color="red"
            leftSection={<IconTrash size={16} />}
            onClick={() => {
              setProblem(null);
              setFileName(null);
              onChange(null);
            }}
          >
            Remove
          </Button>
        )}
      </Group>
      {fileName && value && !shownError && (
        <Text size="xs" c="dimmed" truncate>
          {fileName}
        </Text>
      )}
      {shownError && (
        <Text size="xs" c="red" role="alert">
          {shownError}
        </Text>
      )}
    </Stack>
  );
}
