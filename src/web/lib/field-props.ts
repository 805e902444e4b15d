import type { FieldErrors, FieldValues } from 'react-hook-form';

/**
 * Error props for a form's inputs where one "please fill in the required fields" text shows once above the form:
 * that text is left out under the fields (they are only marked invalid), every other message shows under its field.
 */
export function fieldPropsBeside(requiredMessage: string) {
  return <T extends FieldValues>(errors: FieldErrors<T>, name: keyof T & string) => {
    const message = errors[name]?.message;
    const text = typeof message === 'string' ? message : undefined;
    return {
      error: text && text !== requiredMessage ? text : undefined,
      'aria-invalid': text ? (true as const) : undefined,
    };
  };
}

/** Whether the form-wide "please fill in the required fields" text shows above the form: some field failed with it. */
export function showsRequiredText<T extends FieldValues>(
  errors: FieldErrors<T>,
  requiredMessage: string,
): boolean {
  return Object.values(errors).some((e) => e?.message === requiredMessage);
}
