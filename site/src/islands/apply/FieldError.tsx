/** A field's message, linked to it with aria-describedby; empty when there is none. */
export default function FieldError({ id, message }: { id: string; message?: string }) {
  return message ? (
    <span id={id} className="field-error">
      {message}
    </span>
  ) : null;
}
