/**
 * The contact form: name, email and message, all required. As the spec says, it shows a
 * thank-you and sends nothing.
 */
import { brand } from '@/config/brand';
import { phoneHref } from './contact-links';
import { TextareaField, TextField } from '@/components/ui/field';
import { contactSchema } from './form-schemas';
import { ThankYou } from './thank-you';
import { useStaticForm } from './use-static-form';

export const CONTACT_THANK_YOU = 'Thank you for your message!';

export function ContactForm() {
  const form = useStaticForm(contactSchema, { name: '', email: '', message: '' });

  if (form.sent) {
    return (
      <ThankYou
        title={CONTACT_THANK_YOU}
        actions={
          <button type="button" className="btn-secondary" onClick={form.reset}>
            Send another message
          </button>
        }
      >
        <p>
          {`Thank you, ${form.sent.name}. If your question is about an order that cannot wait, call or WhatsApp us on `}
          <a href={phoneHref} className="link whitespace-nowrap">
            {brand.phone}
          </a>{' '}
          with your order reference to hand.
        </p>
      </ThankYou>
    );
  }

  return (
    <form
      onSubmit={form.onSubmit}
      noValidate
      aria-labelledby="contact-form-title"
      className="rounded-3xl border border-ink-200 bg-white p-6 shadow-sm sm:p-8"
    >
      <h2 id="contact-form-title" className="font-display text-2xl text-ink-900">
        Send us a message
      </h2>
      <p className="mt-1 text-sm text-ink-600">All fields are required.</p>
      <div className="mt-5 grid gap-5 sm:grid-cols-2">
        <TextField
          label="Name"
          error={form.errors.name}
          name="name"
          type="text"
          autoComplete="name"
          required
          inputClassName="scroll-mt-40"
          value={form.values.name}
          onChange={(event) => form.setValue('name', event.target.value)}
        />
        <TextField
          label="Email address"
          error={form.errors.email}
          name="email"
          type="email"
          inputMode="email"
          autoComplete="email"
          required
          inputClassName="scroll-mt-40"
          value={form.values.email}
          onChange={(event) => form.setValue('email', event.target.value)}
        />
        <TextareaField
          label="Message"
          hint="Tell us how we can help. For an order, include its reference."
          hintPlacement="above"
          error={form.errors.message}
          className="sm:col-span-2"
          name="message"
          rows={6}
          required
          inputClassName="resize-y scroll-mt-40"
          value={form.values.message}
          onChange={(event) => form.setValue('message', event.target.value)}
        />
      </div>
      <button type="submit" className="btn-primary mt-6 w-full sm:w-auto sm:px-10">
        Send message
      </button>
    </form>
  );
}
