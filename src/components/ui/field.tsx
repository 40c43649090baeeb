/**
 * The form kit (the codebase's one form pattern, after Epic Stack's `forms.tsx`): a labelled
 * control with its hint and error text, wired the same way everywhere. Every control gets the id
 * its label points at, `aria-invalid`, and an `aria-describedby` naming, in this order, its own
 * error, the form's alert when that alert is about this field (`flagged`), and its hint.
 *
 * `Field` hands those props to a control the caller renders; `TextField`, `EmailField`,
 * `TextareaField` and `SelectField` render the usual one; `CheckboxField`, `PasswordField`
 * (`./password-field`), `FormAlert`/`FormSuccess` (`./form-alert`) and `useFormProblems`
 * (`./use-form-problems`, the state every form's problems are held in) complete the kit.
 */
import { useId, type ComponentProps, type ReactNode } from 'react';

export interface FieldControlProps {
  id: string;
  'aria-invalid': boolean;
  'aria-describedby': string | undefined;
}

/** What every field of the kit takes, whatever its control. */
export interface FieldFrameProps {
  label: string;
  error?: string;
  hint?: ReactNode;
  /** Where the hint goes: under the label (before the control) or under the control. */
  hintPlacement?: 'above' | 'below';
  /** Marked invalid by a message shown elsewhere (the form's alert), whose id is `describedBy`. */
  flagged?: boolean;
  describedBy?: string;
  /** Something to show beside the label, such as a "Forgot password?" link. */
  aside?: ReactNode;
  /** Label and control on one line (a list's "Per page"), for a short control with no hint. */
  inline?: boolean;
  className?: string;
}

/** A field's problem as `useFormProblems` hands it over (`fieldProps`), for a part of a form that shows some fields. */
export type FieldProblems = Pick<FieldFrameProps, 'error' | 'flagged' | 'describedBy'>;

/** Classes in place of the kit's own, for a field with a look of its own (the mock payment page imitates its provider). */
export interface FieldLook {
  label: string;
  control: string;
  error: string;
}

export interface FieldProps extends FieldFrameProps {
  children: (control: FieldControlProps) => ReactNode;
  look?: FieldLook;
}

export function Field({
  label,
  error,
  hint,
  hintPlacement = 'below',
  flagged = false,
  describedBy,
  aside,
  inline = false,
  children,
  className = '',
  look,
}: FieldProps) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const described = [errorId, flagged ? describedBy : undefined, hintId].filter(Boolean).join(' ') || undefined;
  const hintText = (placement: 'above' | 'below') =>
    hint &&
    hintPlacement === placement && (
      <p id={hintId} className={`${placement === 'above' ? 'mt-0.5' : 'mt-1'} text-sm text-ink-600`}>
        {hint}
      </p>
    );
  const controlProps = { id, 'aria-invalid': Boolean(error) || flagged, 'aria-describedby': described };
  if (inline) {
    return (
      <div className={className}>
        <div className="flex items-center gap-2">
          <label htmlFor={id} className="text-sm font-medium text-ink-800">
            {label}
          </label>
          {children(controlProps)}
        </div>
        {error && <FieldError id={errorId}>{error}</FieldError>}
      </div>
    );
  }
  return (
    <div className={className}>
      <div className="flex flex-wrap items-center justify-between gap-x-3">
        <label htmlFor={id} className={look?.label ?? 'field-label'}>
          {label}
        </label>
        {aside}
      </div>
      {hintText('above')}
      <div className={look?.control ?? 'mt-1.5'}>{children(controlProps)}</div>
      {hintText('below')}
      {error &&
        (look ? (
          <p id={errorId} className={look.error}>
            {error}
          </p>
        ) : (
          <FieldError id={errorId}>{error}</FieldError>
        ))}
    </div>
  );
}

/** A field's error text, with its icon (the colour is not the only sign). */
export function FieldError({ id, children }: { id?: string; children: ReactNode }) {
  return (
    <p id={id} className="field-error flex items-start gap-1.5">
      <svg viewBox="0 0 20 20" aria-hidden="true" focusable="false" className="mt-0.5 size-4 shrink-0 fill-current">
        <path d="M10 1.5a8.5 8.5 0 1 0 0 17 8.5 8.5 0 0 0 0-17Zm-.9 4.5h1.8v5.5H9.1V6Zm.9 9a1.1 1.1 0 1 1 0-2.2 1.1 1.1 0 0 1 0 2.2Z" />
      </svg>
      <span>{children}</span>
    </p>
  );
}

type Wired = 'id' | 'aria-invalid' | 'aria-describedby' | 'className';

/** Splits a kit field's props into the frame's and the control's. */
function split<T extends FieldFrameProps>(props: T) {
  const { label, error, hint, hintPlacement, flagged, describedBy, aside, inline, className, ...control } = props;
  return [{ label, error, hint, hintPlacement, flagged, describedBy, aside, inline, className }, control] as const;
}

export type TextFieldProps = FieldFrameProps &
  Omit<ComponentProps<'input'>, Wired> & {
    /** Classes for the input itself, beside `field-input`. */
    inputClassName?: string;
  };

/** A labelled text input (email, search, number, tel, url alike). */
export function TextField(props: TextFieldProps) {
  const [frame, { inputClassName = '', ...input }] = split(props);
  return (
    <Field {...frame}>
      {(control) => <input {...input} {...control} className={`field-input ${inputClassName}`} />}
    </Field>
  );
}

/** A labelled email input ("Email" unless named otherwise), named `email`: the email keyboard and the browser's autofill. */
export function EmailField({
  label = 'Email',
  ...props
}: Omit<TextFieldProps, 'label' | 'name' | 'type' | 'inputMode' | 'autoComplete'> & { label?: string }) {
  return <TextField label={label} name="email" type="email" inputMode="email" autoComplete="email" {...props} />;
}

export type TextareaFieldProps = FieldFrameProps &
  Omit<ComponentProps<'textarea'>, Wired> & { inputClassName?: string };

/** A labelled textarea. */
export function TextareaField(props: TextareaFieldProps) {
  const [frame, { inputClassName = 'min-h-28 resize-y', ...textarea }] = split(props);
  return (
    <Field {...frame}>
      {(control) => <textarea {...textarea} {...control} className={`field-input ${inputClassName}`} />}
    </Field>
  );
}

export type SelectFieldProps = FieldFrameProps & Omit<ComponentProps<'select'>, Wired> & { inputClassName?: string };

/** A labelled select; its options are the children. */
export function SelectField(props: SelectFieldProps) {
  const [frame, { inputClassName = '', ...select }] = split(props);
  return (
    <Field {...frame}>
      {(control) => <select {...select} {...control} className={`field-input ${inputClassName}`} />}
    </Field>
  );
}

export type CheckboxFieldProps = Omit<ComponentProps<'input'>, Wired | 'type'> &
  Pick<FieldFrameProps, 'error' | 'hint' | 'flagged' | 'describedBy' | 'className'> & {
    /** May hold a link (the terms), so it is not only text. */
    label: ReactNode;
  };

/** A checkbox with its label beside it, and its hint and error under both. */
export function CheckboxField({
  label,
  error,
  hint,
  flagged = false,
  describedBy,
  className = '',
  ...input
}: CheckboxFieldProps) {
  const id = useId();
  const errorId = error ? `${id}-error` : undefined;
  const hintId = hint ? `${id}-hint` : undefined;
  const described = [errorId, flagged ? describedBy : undefined, hintId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={className}>
      <div className="flex items-start gap-3">
        {/* The box shows at 20 px; the input over it is 44 × 44 px to the touch (issue 34). */}
        <span className="relative -mx-3 -mt-2.5 -mb-3 grid size-11 shrink-0 place-items-center">
          <input
            {...input}
            id={id}
            type="checkbox"
            className="peer absolute inset-0 m-0 size-11 cursor-pointer opacity-0 disabled:cursor-not-allowed"
            aria-invalid={Boolean(error) || flagged}
            aria-describedby={described}
          />
          <span
            aria-hidden="true"
            className="pointer-events-none grid size-5 place-items-center rounded border-2 border-ink-400 bg-white text-transparent peer-checked:border-brand-700 peer-checked:bg-brand-700 peer-checked:text-white peer-focus-visible:outline-3 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-500 peer-disabled:opacity-50 peer-aria-[invalid=true]:border-red-600"
          >
            <svg viewBox="0 0 20 20" focusable="false" className="size-3.5 fill-none stroke-current stroke-3">
              <path d="M4 10.5 8 14.5 16 6" strokeLinecap="round" strokeLinejoin="round" />
            </svg>
          </span>
        </span>
        <label htmlFor={id} className="text-sm text-ink-800">
          {label}
        </label>
      </div>
      {hint && (
        <p id={hintId} className="mt-1 pl-8 text-sm text-ink-600">
          {hint}
        </p>
      )}
      {error && <FieldError id={errorId}>{error}</FieldError>}
    </div>
  );
}
