/**
 * The problems a form shows (the form kit's state), with the moves that go with them: after a failed submit,
 * focus goes to the first field (in form order) with a message of its own, once that message is on
 * the screen; a field's message goes when the field is changed; a form-level message stays until
 * the next submit. Nothing typed is ever cleared.
 */
import { useEffect, useId, useState } from 'react';
import { noProblems, type FormProblems } from '@/lib/form-problems';

export function useFormProblems<F extends string>(order: readonly F[]) {
  const [problems, setProblems] = useState<FormProblems<F>>(noProblems);
  const [focusRequest, setFocusRequest] = useState<{ form: HTMLFormElement; field: F } | null>(null);
  const alertId = useId();

  useEffect(() => {
    if (!focusRequest) return;
    const control = focusRequest.form.elements.namedItem(focusRequest.field);
    if (control instanceof HTMLElement) control.focus();
  }, [focusRequest]);

  /** Shows `next`; `form` is the form element, whose first field with a message gets the focus. */
  function show(next: FormProblems<F>, form: HTMLFormElement) {
    setProblems(next);
    const field = order.find((name) => next.fields[name] !== undefined);
    setFocusRequest(field ? { form, field } : null);
  }

  function clearField(field: F) {
    setProblems((current) =>
      current.fields[field] === undefined && !current.flagged?.includes(field)
        ? current
        : {
            ...current,
            fields: { ...current.fields, [field]: undefined },
            flagged: current.flagged?.filter((f) => f !== field),
          },
    );
  }

  /** What a `Field` needs to show a field's problem. */
  function fieldProps(field: F) {
    return { error: problems.fields[field], flagged: problems.flagged?.includes(field) ?? false, describedBy: alertId };
  }

  return { problems, alertId, show, reset: () => setProblems(noProblems<F>()), clearField, fieldProps };
}
