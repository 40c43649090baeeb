/**
 * State for a form that only says thank you (the spec's newsletter and contact forms: no call is
 * made). Errors appear on submit; after that, a field's message updates or clears as it is
 * corrected, and no new message appears until the next submit. On an invalid submit the input is
 * kept and focus goes to the first field with a problem.
 */
import { useState, type FormEvent } from 'react';
import { validateForm, type FieldErrors, type FormSchema } from './form-schemas';

export function useStaticForm<T extends Record<string, string>>(schema: FormSchema<T>, initial: T) {
  const [values, setValues] = useState<T>(initial);
  const [errors, setErrors] = useState<FieldErrors<T>>({});
  const [sent, setSent] = useState<T | null>(null);

  function setValue(name: keyof T & string, value: string) {
    const next = { ...values, [name]: value };
    setValues(next);
    if (errors[name] === undefined) return;
    const result = validateForm(schema, next);
    setErrors((current) => ({ ...current, [name]: result.ok ? undefined : result.errors[name] }));
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const result = validateForm(schema, values);
    if (result.ok) {
      setErrors({});
      setSent(result.data);
      return;
    }
    setErrors(result.errors);
    const first = Object.keys(values).find((name) => result.errors[name as keyof T & string] !== undefined);
    const control = first ? event.currentTarget.elements.namedItem(first) : null;
    if (control instanceof HTMLElement) control.focus();
  }

  function reset() {
    setValues(initial);
    setErrors({});
    setSent(null);
  }

  return { values, errors, sent, setValue, onSubmit, reset };
}
