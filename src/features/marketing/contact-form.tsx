/**
 * The contact form: name, email and message, all required. As the spec says, it shows a
 * thank-you and sends nothing.
 */
import { useState, type FormEvent } from 'react';
import { brand } from '@/config/brand';
import { phoneHref } from './contact-links';
import { EmailField, TextareaField, TextField } from '@/components/ui/field';
import { useFormProblems, useFormValues } from '@/components/ui/use-form-problems';
import { contactSchema, type ContactValues } from './form-schemas';
import { FormCard } from './form-card';
import { ThankYou } from './thank-you';

export const CONTACT_THANK_YOU = 'Thank you for your message!';

const FIELDS = ['name', 'email', 'message'] as const;
const EMPTY: ContactValues = { name: '', email: '', message: '' };

export function ContactForm() {
  const form = useFormProblems(FIELDS);
  const { values, setValues, text } = useFormValues(EMPTY, form);
  const [sent, setSent] = useState<ContactValues | null>(null);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setSent(form.check(contactSchema, values, event.currentTarget));
  }

  if (sent) {
    return (
      <ThankYou
        title={CONTACT_THANK_YOU}
        actions={
          <button
            type="button"
            className="btn-secondary"
            onClick={() => {
              setValues(EMPTY);
              setSent(null);
            }}
          >
            Send another message
          </button>
        }
      >
        <p>
          {`Thank you, ${sent.name}. If your question is about an order that cannot wait, call or WhatsApp us on `}
          <a href={phoneHref} className="link whitespace-nowrap">
            {brand.phone}
          </a>{' '}
          with your order reference to hand.
        </p>
      </ThankYou>
    );
  }

  return (
    <FormCard id="contact-form-title" title="Send us a message" intro="All fields are required." onSubmit={submit}>
      <div className="mt-5 grid gap-5 sm:grid-cols-2">
        <TextField label="Name" {...text('name')} autoComplete="name" required inputClassName="scroll-mt-40" />
        <EmailField label="Email address" {...text('email')} required inputClassName="scroll-mt-40" />
        <TextareaField
          label="Message"
          hint="Tell us how we can help. For an order, include its reference."
          hintPlacement="above"
          {...text('message')}
          className="sm:col-span-2"
          rows={6}
          required
          inputClassName="resize-y scroll-mt-40"
        />
      </div>
      <button type="submit" className="btn-primary mt-6 w-full sm:w-auto sm:px-10">
        Send message
      </button>
    </FormCard>
  );
}
