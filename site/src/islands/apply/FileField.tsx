import type { fileFieldLabels, Translation } from '@careers/shared/client';
import { type DragEvent, useId, useState } from 'react';
import FieldError from './FieldError';

interface Props {
  /** Names the input, so the form can find it in its order; the file itself is sent by the form. */
  name?: string;
  label: string;
  hint: string;
  accept: string;
  file: File | null;
  /** Checks a chosen or dropped file: the message to show, or null when it is fine. */
  check(file: File): string | null;
  onChange(file: File | null): void;
  error?: string;
  onError(message: string | undefined): void;
  /** The Choose and Remove buttons' names, in the form's language. */
  texts: Translation<typeof fileFieldLabels>;
}

/**
 * A file chooser that also takes a dropped file. The native input is kept for the keyboard and
 * screen readers but drawn as a button of the form's language: the browser's own says "Choose File"
 * and "No file chosen" in the browser's language, not the page's.
 */
export default function FileField({ name, label, hint, accept, file, check, onChange, error, onError, texts }: Props) {
  const id = useId();
  const [dragging, setDragging] = useState(false);
  const take = (chosen: File | undefined) => {
    if (!chosen) return;
    const problem = check(chosen);
    onError(problem ?? undefined);
    onChange(problem ? null : chosen);
  };
  const onDrop = (event: DragEvent<HTMLFieldSetElement>) => {
    event.preventDefault();
    setDragging(false);
    take(event.dataTransfer.files[0]);
  };
  return (
    // The whole group takes a dropped file; choosing one uses the native input inside.
    <fieldset
      className={`field drop-zone${dragging ? ' dragging' : ''}`}
      onDragOver={(event) => {
        event.preventDefault();
        setDragging(true);
      }}
      onDragLeave={() => setDragging(false)}
      onDrop={onDrop}
    >
      <legend>
        <label htmlFor={id}>{label}</label>
      </legend>
      <input
        id={id}
        name={name}
        type="file"
        className="sr-only"
        accept={accept}
        aria-invalid={error ? true : undefined}
        aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
        onChange={(event) => {
          take(event.target.files?.[0]);
          event.target.value = '';
        }}
      />
      <label htmlFor={id} className="button secondary file-choose">
        {texts.choose}
      </label>
      <span id={`${id}-hint`} className="muted">
        {file ? `${file.name} (${(file.size / 1024 / 1024).toFixed(1)} MB)` : hint}
      </span>
      {file && (
        <button type="button" className="link-button" onClick={() => onChange(null)}>
          {texts.remove(file.name)}
        </button>
      )}
      <FieldError id={`${id}-error`} message={error} />
    </fieldset>
  );
}
