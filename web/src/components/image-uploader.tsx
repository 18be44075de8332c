import { Button, Group, Image, Input, Stack, Text } from '@mantine/core';
import { useId, useRef } from 'react';
import { LOGO_TOO_LARGE_MESSAGE, MAX_LOGO_BYTES } from '@bk/domain';
import { IMAGE_ACCEPT, INVALID_LOGO_MESSAGE, isAcceptedImageType, logoPayload } from './image-file';

export interface ImageUploaderProps {
  label: string;
  /** What the picture is of, for its text alternative (e.g. "Logo of Acme Ltd"). */
  alt: string;
  /** The image to show: a data URL, or null for none. */
  value: string | null;
  /** A new image as a data URL, or null when removed. */
  onChange: (dataUrl: string | null) => void;
  /** Told when a chosen file is refused, in SPEC §8's words. */
  onInvalid: (message: string) => void;
  /** A problem to show under the picker (e.g. the server's field error). */
  error?: string | undefined;
  disabled?: boolean;
}

function readAsDataUrl(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(typeof reader.result === 'string' ? reader.result : '');
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read'));
    reader.readAsDataURL(file);
  });
}

/**
 * Choose a png, jpg, gif or webp image and preview it at 256 by 256 (SPEC §2 Other widgets,
 * §9 "Logo display 256 by 256"). Anything else is refused with 'Invalid logo image file provided'.
 * A native file input: keyboard and screen reader friendly as it is.
 */
export function ImageUploader({ label, alt, value, onChange, onInvalid, error, disabled = false }: ImageUploaderProps) {
  const inputId = useId();
  const descriptionId = `${inputId}-description`;
  const errorId = `${inputId}-error`;
  const input = useRef<HTMLInputElement>(null);

  const choose = async (file: File | undefined) => {
    if (!file) return;
    if (!isAcceptedImageType(file.type)) return onInvalid(INVALID_LOGO_MESSAGE);
    if (file.size > MAX_LOGO_BYTES) return onInvalid(LOGO_TOO_LARGE_MESSAGE);
    try {
      const dataUrl = await readAsDataUrl(file);
      if (logoPayload(dataUrl) === null) return onInvalid(INVALID_LOGO_MESSAGE);
      onChange(dataUrl);
    } catch {
      onInvalid(INVALID_LOGO_MESSAGE);
    } finally {
      // Choosing the same file again still counts as a choice.
      if (input.current) input.current.value = '';
    }
  };

  return (
    <Input.Wrapper
      label={label}
      id={inputId}
      description="A PNG, JPG, GIF or WebP image, at most 2mb."
      descriptionProps={{ id: descriptionId }}
      error={error}
      errorProps={{ id: errorId }}
    >
      <Stack gap="xs" mt={4}>
        {value ? (
          <Image src={value} alt={alt} w={256} h={256} fit="contain" radius="sm" className="image-preview" />
        ) : (
          <Text size="sm">No image chosen.</Text>
        )}
        <Group gap="sm">
          <input
            ref={input}
            id={inputId}
            type="file"
            accept={IMAGE_ACCEPT}
            aria-describedby={error ? `${descriptionId} ${errorId}` : descriptionId}
            aria-invalid={error ? true : undefined}
            disabled={disabled}
            style={{ maxWidth: '100%' }}
            onChange={(event) => void choose(event.currentTarget.files?.[0])}
          />
          {value && !disabled && (
            <Button variant="default" size="xs" onClick={() => onChange(null)}>
              Remove {label.toLowerCase()}
            </Button>
          )}
        </Group>
      </Stack>
    </Input.Wrapper>
  );
}
