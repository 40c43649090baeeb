/**
 * /contact-us: the contact form (a thank-you, no call), the store's contacts and pickup address,
 * then the FAQs and the accessibility statement that the footer's help links lead to.
 */
import { AccessibilityStatement, ContactFaqs } from './contact-help';
import { ContactDetails } from './contact-details';
import { ContactForm } from './contact-form';
import { MarketingPage, PageBand } from './marketing-page';

export function ContactPage() {
  return (
    <MarketingPage
      eyebrow="Customer service"
      title="Contact us"
      lead="A question about an order, a product or your skin? Call or WhatsApp us, write to us by email, or leave us a message here."
      image={{ src: '/images/slides/serum-and-oil.svg', position: 'right center' }}
    >
      <PageBand className="mt-10 grid items-start gap-8 sm:mt-14 lg:grid-cols-12 lg:gap-12">
        <div className="lg:col-span-7">
          <ContactForm />
        </div>
        <div className="lg:col-span-5">
          <ContactDetails />
        </div>
      </PageBand>
      <PageBand className="mt-16 grid gap-14 sm:mt-20 lg:grid-cols-12 lg:gap-12">
        <div className="lg:col-span-7">
          <ContactFaqs />
        </div>
        <div className="lg:col-span-5">
          <AccessibilityStatement />
        </div>
      </PageBand>
    </MarketingPage>
  );
}
