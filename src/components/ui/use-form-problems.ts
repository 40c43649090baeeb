/**
 * The problems a form shows (the form kit's state, every form's), with the moves that go with
 * them: after a failed submit (`show`), focus goes to the first field (in form order) with a
 * message of its own, once that message is on the screen (or to the form's alert, for a form whose
 * alert is a summary naming the fields: `focusAlert`); a field's message goes when the field is
 * changed; a form-level message stays until the next submit. Nothing typed is ever cleared
 * (`useFormValues`, below, holds a form's values wired to its problems).
 *
 * A form that checks as it is typed passes its problems as they stand (`live`): a field shows its
 * message once it is in view, after the person has left it (`leave`) or after a submit, and the
 * message then follows what is typed (the checkout, the card, the order actions).
 */
import { useEffect, useId, useState, type ChangeEvent } from 'react';
import { noProblems, validate, type FormProblems } from '@/lib/form-problems';
import type * as z from 'zod/mini';

export interface FormProblemsOptions<F extends string> {
  /** The form's field problems as they stand now, each shown once its field is in view. */
  live?: FormProblems<F>;
  /** `show` focuses the form's alert (a summary naming the fields), not the first field. */
  focusAlert?: boolean;
}

type InView<F> = 'all' | ReadonlySet<F>;

/** The control named `field` in `form`: for a radio group, its chosen radio or else its first. */
function control(form: HTMLFormElement, field: string): HTMLElement | null {
  const found = form.elements.namedItem(field);
  if (found instanceof RadioNodeList) {
    const radios = Array.from(found).filter((node): node is HTMLInputElement => node instanceof HTMLInputElement);
    return radios.find((radio) => radio.checked) ?? radios[0] ?? null;
  }
  return found instanceof HTMLElement ? found : null;
}

export function useFormProblems<F extends string>(order: readonly F[], options: FormProblemsOptions<F> = {}) {
  const { live, focusAlert = false } = options;
  const [held, setHeld] = useState<FormProblems<F>>(noProblems);
  const [inView, setInView] = useState<InView<F>>(() => new Set<F>());
  const [focusRequest, setFocusRequest] = useState<{ form: HTMLFormElement; field?: F } | null>(null);
  const alertId = useId();

  useEffect(() => {
    if (!focusRequest) return;
    const { form, field } = focusRequest;
    (field === undefined ? form.ownerDocument.getElementById(alertId) : control(form, field))?.focus();
  }, [focusRequest, alertId]);

  const problems: FormProblems<F> = live
    ? {
        ...held,
        fields: Object.fromEntries(
          order.flatMap((field) =>
            (inView === 'all' || inView.has(field)) && live.fields[field] !== undefined
              ? [[field, live.fields[field]]]
              : [],
          ),
        ) as FormProblems<F>['fields'],
      }
    : held;

  /**
   * Shows `next` (after a submit: with `live`, every field's problem from now on); `form` is the
   * form element, whose first field with a message (or alert, with `focusAlert`) gets the focus.
   * Without it the focus stays where it is.
   */
  function show(next: FormProblems<F>, form?: HTMLFormElement) {
    setHeld(next);
    setInView('all');
    const field = order.find((name) => next.fields[name] !== undefined);
    const target = focusAlert && next.form !== undefined ? { field: undefined } : field ? { field } : null;
    setFocusRequest(form && target ? { form, ...target } : null);
  }

  /**
   * Checks `values` against `schema` on a submit: the parsed values, or null once what is wrong
   * is shown (`show`). `form` is the form element.
   */
  function check<T extends object>(schema: z.ZodMiniType<T, T>, values: T, form: HTMLFormElement): T | null {
    const result = validate<T, F & keyof T>(schema, values);
    if (result.ok) {
      reset();
      return result.data;
    }
    show(result.problems as FormProblems<F>, form);
    return null;
  }

  function reset() {
    setHeld(noProblems<F>());
    setInView(new Set<F>());
  }

  /** The person changed `field`: its own message goes (with `live`, what is typed decides). */
  function clearField(field: F) {
    setHeld((current) =>
      current.fields[field] === undefined && !current.flagged?.includes(field)
        ? current
        : {
            ...current,
            fields: { ...current.fields, [field]: undefined },
            flagged: current.flagged?.filter((f) => f !== field),
          },
    );
  }

  /** The person left `field`: with `live`, its problem shows from now on. */
  function leave(field: F) {
    setInView((current) => (current === 'all' || current.has(field) ? current : new Set(current).add(field)));
  }

  /** What a `Field` needs to show a field's problem. */
  function fieldProps(field: F) {
    return { error: problems.fields[field], flagged: problems.flagged?.includes(field) ?? false, describedBy: alertId };
  }

  return { problems, alertId, show, check, reset, clearField, leave, fieldProps };
}

/**
 * A form's values, wired to its problems (`useFormProblems`): `set` changes one value and clears
 * that field's message; `text(field)` is what a text field of the kit takes (its problem, name,
 * value and change handler), so a form writes `<TextField label="Name" {...values.text('name')} />`.
 */
export function useFormValues<T extends object, F extends string>(
  initial: T | (() => T),
  form: Pick<ReturnType<typeof useFormProblems<F>>, 'clearField' | 'fieldProps'>,
) {
  const [values, setValues] = useState<T>(initial);

  function set<K extends keyof T & F>(field: K, value: T[K]) {
    setValues((current) => ({ ...current, [field]: value }));
    form.clearField(field);
  }

  function text<K extends keyof T & F>(field: K) {
    return {
      ...form.fieldProps(field),
      name: field,
      value: values[field] as string,
      onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) =>
        set(field, event.target.value as T[K]),
    };
  }

  return { values, setValues, set, text };
}
