/**
 * The form kit's state as a person meets it, through small forms built on it: a form that checks
 * as it is typed (`live`: a message once the field is left or after a submit, then following the
 * typing), a form whose alert is a summary that takes the focus, a radio group focused by its
 * name, and values whose change clears their field's message (`useFormValues`).
 */
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState, type FormEvent } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { hasProblems } from '@/lib/form-problems';
import { TextField } from './field';
import { FormAlert } from './form-alert';
import { useFormProblems, useFormValues } from './use-form-problems';

afterEach(cleanup);

const NAME = 'Enter a contact name.';
const PHONE = 'Enter a phone number.';

/** Name and phone, checked as they are typed. */
function LiveDetails() {
  const [values, setValues] = useState({ name: '', phone: '' });
  const problems = {
    fields: { name: values.name.trim() ? undefined : NAME, phone: values.phone.trim() ? undefined : PHONE },
  };
  const form = useFormProblems(['name', 'phone'] as const, { live: problems });
  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (hasProblems(problems)) form.show(problems, event.currentTarget);
  }
  return (
    <form onSubmit={submit} noValidate aria-label="Details">
      {(['name', 'phone'] as const).map((field) => (
        <TextField
          key={field}
          label={field === 'name' ? 'Contact name' : 'Phone'}
          {...form.fieldProps(field)}
          name={field}
          value={values[field]}
          onChange={(event) => setValues((current) => ({ ...current, [field]: event.target.value }))}
          onBlur={() => form.leave(field)}
        />
      ))}
      <button type="submit">Pay</button>
    </form>
  );
}

/** A summary in the alert, which takes the focus; each field marked too. */
function SummaryForm() {
  const form = useFormProblems(['name'] as const, { focusAlert: true });
  const { text } = useFormValues({ name: '' }, form);
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        form.show({ fields: { name: 'Required.' }, form: 'Missing required fields: name' }, event.currentTarget);
      }}
      noValidate
      aria-label="Product"
    >
      {form.problems.form && (
        <FormAlert id={form.alertId} focusable>
          {form.problems.form}
        </FormAlert>
      )}
      <TextField label="Name" {...text('name')} />
      <button type="submit">Create</button>
    </form>
  );
}

/** A rating as radios named `rating`: its message focuses the chosen radio, else the first. */
function RatingForm() {
  const form = useFormProblems(['rating'] as const);
  const { values, set } = useFormValues({ rating: 0 }, form);
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        form.show({ fields: { rating: 'Please select a rating between 1 and 5.' } }, event.currentTarget);
      }}
      noValidate
      aria-label="Review"
    >
      {[1, 2].map((n) => (
        <label key={n}>
          <input type="radio" name="rating" checked={values.rating === n} onChange={() => set('rating', n)} />
          {`${n} stars`}
        </label>
      ))}
      <p>{form.fieldProps('rating').error}</p>
      <button type="submit">Send</button>
    </form>
  );
}

const field = (name: string) => screen.getByRole('textbox', { name });
const described = (input: HTMLElement) =>
  (input.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent)
    .filter(Boolean);

describe('useFormProblems', () => {
  it('with live problems: says nothing until a field is left, then follows the typing', async () => {
    const user = userEvent.setup({ delay: null });
    render(<LiveDetails />);
    await user.click(field('Contact name'));
    await user.type(field('Contact name'), ' ');
    expect(field('Contact name').getAttribute('aria-invalid')).toBe('false');

    await user.tab();
    expect(described(field('Contact name'))).toEqual([NAME]);
    // The phone has not been left: its problem waits.
    expect(described(field('Phone'))).toEqual([]);

    await user.type(field('Contact name'), 'Ada');
    expect(described(field('Contact name'))).toEqual([]);
    await user.clear(field('Contact name'));
    expect(described(field('Contact name'))).toEqual([NAME]);
  });

  it('with live problems: a submit shows every field’s and focuses the first', async () => {
    const user = userEvent.setup({ delay: null });
    render(<LiveDetails />);
    await user.type(field('Phone'), '0803');
    await user.click(screen.getByRole('button', { name: 'Pay' }));
    expect(described(field('Contact name'))).toEqual([NAME]);
    expect(described(field('Phone'))).toEqual([]);
    expect(document.activeElement).toBe(field('Contact name'));

    await user.clear(field('Phone'));
    expect(described(field('Phone'))).toEqual([PHONE]);
  });

  it('focuses a summary alert instead of the field, when the form asks; a change clears the field’s own message', async () => {
    const user = userEvent.setup({ delay: null });
    render(<SummaryForm />);
    await user.click(screen.getByRole('button', { name: 'Create' }));
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toBe('Missing required fields: name');
    expect(document.activeElement).toBe(alert);
    expect(described(field('Name'))).toEqual(['Required.']);

    await user.type(field('Name'), 'Shea butter');
    expect(described(field('Name'))).toEqual([]);
    expect(field('Name').getAttribute('aria-invalid')).toBe('false');
    // The form's own message stays until the next submit.
    expect(screen.getByRole('alert').textContent).toBe('Missing required fields: name');
  });

  it('focuses a radio group by its name: the first radio, or the one chosen', async () => {
    const user = userEvent.setup({ delay: null });
    render(<RatingForm />);
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(document.activeElement).toBe(screen.getByRole('radio', { name: '1 stars' }));

    await user.click(screen.getByRole('radio', { name: '2 stars' }));
    expect(screen.queryByText('Please select a rating between 1 and 5.')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(document.activeElement).toBe(screen.getByRole('radio', { name: '2 stars' }));
  });
});
