import { ImagePlus, Trash2 } from 'lucide-react';
import { useId, useRef, useState, type ComponentProps, type DragEvent } from 'react';
import { cn } from '../../lib/cn';
import { Button } from '../Button';

export const invalidImageMessage = 'Please select a valid image file';

export interface ImageUploadProps extends Omit<ComponentProps<'div'>, 'onChange'> {
  /** Object URL or data URL of the chosen image; the parent owns the file. */
  previewUrl?: string | null;
  /** Called with an image file picked or dropped; non-images never reach it. */
  onFileSelected: (file: File) => void;
  onRemove: () => void;
  /** A message from the parent (e.g. 'Please select an image first'); shown under the drop zone. */
  error?: string | null;
  disabled?: boolean;
  /** Text of the drop zone. */
  prompt?: string;
}

/** Picks a photo by drag-and-drop or file picker, previews it and offers 'Remove Image'. */
export function ImageUpload({
  previewUrl,
  onFileSelected,
  onRemove,
  error,
  disabled,
  prompt = 'Drag and drop a photo here, or choose one',
  className,
  ...props
}: ImageUploadProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  const errorId = useId();
  const [dragging, setDragging] = useState(false);
  const [typeError, setTypeError] = useState<string | null>(null);
  const shownError = typeError ?? error ?? null;

  const accept = (file: File | undefined) => {
    if (!file) return;
    if (!file.type.startsWith('image/')) {
      setTypeError(invalidImageMessage);
      return;
    }
    setTypeError(null);
    onFileSelected(file);
  };

  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setDragging(false);
    if (!disabled) accept(event.dataTransfer.files[0]);
  };

  return (
    <div data-slot="image-upload" className={cn('flex flex-col gap-3', className)} {...props}>
      {previewUrl ? (
        <div className="flex flex-col items-center gap-3 rounded-lg border border-border bg-surface p-4">
          {/* "photo" names what the picture shows (the shopper's own photo), not that it is an image. */}
          {/* eslint-disable-next-line jsx-a11y/img-redundant-alt */}
          <img src={previewUrl} alt="Selected photo preview" className="max-h-72 rounded-md object-contain" />
          <Button
            variant="outline"
            size="sm"
            disabled={disabled}
            onClick={() => {
              setTypeError(null);
              if (inputRef.current) inputRef.current.value = '';
              onRemove();
            }}
          >
            <Trash2 aria-hidden="true" />
            Remove Image
          </Button>
        </div>
      ) : (
        <div
          data-dragging={dragging || undefined}
          onDragOver={(event) => {
            event.preventDefault();
            if (!disabled) setDragging(true);
          }}
          onDragLeave={() => setDragging(false)}
          onDrop={onDrop}
          className={cn(
            'flex flex-col items-center justify-center gap-3 rounded-lg border-2 border-dashed border-input bg-surface px-6 py-10 text-center transition-colors',
            dragging && 'border-primary bg-secondary',
            disabled && 'cursor-not-allowed',
          )}
        >
          <ImagePlus aria-hidden="true" className="size-10 text-muted-foreground" />
          <p className="text-sm text-muted-foreground">{prompt}</p>
          <Button variant="secondary" size="sm" disabled={disabled} onClick={() => inputRef.current?.click()}>
            Choose Image
          </Button>
        </div>
      )}
      <input
        ref={inputRef}
        type="file"
        accept="image/*"
        className="sr-only"
        tabIndex={-1}
        aria-label="Choose image file"
        aria-describedby={shownError ? errorId : undefined}
        disabled={disabled}
        onChange={(event) => accept(event.target.files?.[0])}
      />
      {shownError ? (
        <p id={errorId} role="alert" className="text-sm text-danger">
          {shownError}
        </p>
      ) : null}
    </div>
  );
}
