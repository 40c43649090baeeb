/**
 * The markup of mock:server's payment page (mocks/paystack/hosted-page.ts): the same frame and
 * states as the app's simulated page (src/features/payment/), its own markup and the provider's
 * words for a refused card (cards.ts), drawn on the server so that it works with JavaScript off. One <style> element (allowed by its hash), no script, no request to
 * anywhere else. Every value is escaped by the `html` template tag.
 */
import { createHash } from 'node:crypto';
import { brand } from '../../src/config/brand';
import type { CardDetails, CardRefusals } from './cards';

// ---------- escaping ----------

/** Markup that is already safe: only the `html` tag makes one. */
export class Html {
  constructor(readonly text: string) {}
  toString(): string {
    return this.text;
  }
}

const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => ENTITIES[c]!);
}

type Part = Html | string | number | null | undefined | false | readonly Part[];

function render(part: Part): string {
  if (part instanceof Html) return part.text;
  if (Array.isArray(part)) return part.map(render).join('');
  if (part === null || part === undefined || part === false) return '';
  return escapeHtml(String(part));
}

/** A template tag: every interpolated value is escaped unless it is itself `html`. */
export function html(strings: TemplateStringsArray, ...values: Part[]): Html {
  let out = strings[0] ?? '';
  values.forEach((value, i) => (out += render(value) + (strings[i + 1] ?? '')));
  return new Html(out);
}

// ---------- the look (the in-app page's Tailwind classes, written out) ----------

const STYLE = `
*,*::before,*::after{box-sizing:border-box}
html{-webkit-text-size-adjust:100%}
body{margin:0;font-family:ui-sans-serif,system-ui,-apple-system,"Segoe UI",Roboto,Helvetica,Arial,sans-serif;line-height:1.5;color:#111827;background:#f3f4f6}
.page{display:flex;min-height:100vh;flex-direction:column;align-items:center;padding:1.5rem .75rem}
@media (min-width:640px){.page{justify-content:center;padding:2.5rem 1rem}}
main{width:100%;max-width:28rem}
.card{overflow:hidden;border-radius:1rem;background:#fff;box-shadow:0 20px 25px -5px rgb(0 0 0/.1),0 8px 10px -6px rgb(0 0 0/.1),0 0 0 1px rgb(0 0 0/.05)}
.merchant{display:flex;align-items:center;gap:.75rem;border-bottom:1px solid #e5e7eb;padding:1rem 1.25rem}
.mark{display:flex;width:2.5rem;height:2.5rem;flex-shrink:0;align-items:center;justify-content:center;border-radius:9999px;background:#8a3b5c;font-size:.875rem;font-weight:700;color:#fff}
.who{min-width:0}
.who p{margin:0;overflow:hidden;text-overflow:ellipsis;white-space:nowrap;font-size:.875rem}
.store{font-weight:600;color:#111827}
.email{color:#4b5563}
.test{margin-left:auto;flex-shrink:0;border-radius:9999px;background:#fef3c7;padding:.25rem .625rem;font-size:.75rem;font-weight:700;text-transform:uppercase;letter-spacing:.025em;color:#78350f}
.body{padding:1.25rem 1.25rem 1.5rem}
.center{text-align:center}
.muted{margin:0;font-size:.875rem;color:#4b5563}
.amount{margin:.125rem 0 0;font-size:1.875rem;line-height:2.25rem;font-weight:700;letter-spacing:-.025em;color:#111827}
h1{margin:1.25rem 0 0;text-align:center;font-size:1rem;font-weight:600;color:#1f2937}
form.pay{margin-top:1rem}
.field{margin-top:1rem}
.field:first-child{margin-top:0}
.row{display:grid;grid-template-columns:1fr 1fr;gap:.75rem;margin-top:1rem}
.row .field{margin-top:0}
label{display:block;font-size:.75rem;font-weight:600;text-transform:uppercase;letter-spacing:.025em;color:#4b5563}
input{display:block;width:100%;min-height:3rem;margin-top:.25rem;border:1px solid #d1d5db;border-radius:.5rem;background:#fff;padding:.5rem .75rem;font-family:ui-monospace,SFMono-Regular,Menlo,Consolas,monospace;font-size:1rem;letter-spacing:.025em;color:#111827}
input::placeholder{font-family:ui-sans-serif,system-ui,sans-serif;letter-spacing:normal;color:#9ca3af}
input:focus{border-color:#059669;outline:2px solid #059669;outline-offset:1px}
input[aria-invalid=true]{border-color:#dc2626}
.error{margin:.25rem 0 0;font-size:.875rem;color:#b91c1c}
.primary{display:inline-flex;width:100%;min-height:3rem;margin-top:1rem;align-items:center;justify-content:center;border:0;border-radius:.5rem;background:#047857;padding:.75rem 1.25rem;font:inherit;font-size:1rem;font-weight:600;color:#fff;box-shadow:0 1px 2px rgb(0 0 0/.05);cursor:pointer}
.primary:hover{background:#065f46}
.primary:focus-visible,.cancel button:focus-visible,a:focus-visible{outline:2px solid #059669;outline-offset:2px}
.cancel{margin:.75rem 0 0;text-align:center}
.cancel button{min-height:2.75rem;border:0;background:none;padding:0 .75rem;font:inherit;font-size:.875rem;font-weight:500;color:#374151;text-decoration:underline;text-decoration-color:#d1d5db;text-underline-offset:2px;cursor:pointer}
.cancel button:hover{color:#111827}
.cards{margin-top:1.25rem;border:1px dashed #d1d5db;border-radius:.75rem;background:#f9fafb;padding:1rem;font-size:.875rem}
.cards h2{margin:0;font-size:.875rem;font-weight:600;color:#111827}
.cards ul{margin:.75rem 0 0;padding:0;list-style:none}
.cards li{display:flex;align-items:center;justify-content:space-between;gap:.75rem;margin-top:.5rem}
.cards li:first-child{margin-top:0}
.cards li p{margin:0;color:#374151}
.cards .number{font-family:ui-monospace,SFMono-Regular,Menlo,Consolas,monospace;color:#111827}
.use{display:inline-flex;min-height:2.75rem;flex-shrink:0;align-items:center;border:1px solid #d1d5db;border-radius:.5rem;background:#fff;padding:0 .75rem;font-size:.875rem;font-weight:600;color:#1f2937;text-decoration:none}
.use:hover{border-color:#059669;color:#065f46}
.notice{padding:2rem 1.25rem;text-align:center}
.notice h1{margin-top:1rem;font-size:1.25rem;font-weight:700;color:#111827}
.notice .text{margin-top:.5rem;color:#374151}
.notice .text p{margin:0}
.bang{display:flex;width:3rem;height:3rem;margin:0 auto;align-items:center;justify-content:center;border-radius:9999px;background:#fef2f2;font-size:1.25rem;font-weight:700;color:#b91c1c}
.actions{display:flex;flex-wrap:wrap;justify-content:center;gap:.75rem;margin-top:1.5rem}
.btn{display:inline-flex;min-height:2.75rem;align-items:center;justify-content:center;border-radius:9999px;padding:.5rem 1.25rem;font-size:.875rem;font-weight:600;text-decoration:none}
.btn-primary{background:#8a3b5c;color:#fff}
.btn-primary:hover{background:#6c2e48}
.btn-secondary{border:1px solid #cfc4ba;background:#fff;color:#211c18}
.btn-secondary:hover{border-color:#cb7196;color:#6c2e48}
.secured{display:flex;align-items:center;justify-content:center;gap:.375rem;margin:1.25rem 0 0;font-size:.875rem;color:#4b5563}
.secured svg{width:1rem;height:1rem}
.secured strong{font-weight:600;color:#1f2937}
@media (min-width:640px){.merchant,.body{padding-left:1.5rem;padding-right:1.5rem}.notice{padding-left:2rem;padding-right:2rem}}
`.trim();

/** The Content-Security-Policy of the page: its own style only, forms to itself and the store. */
export function pagePolicy(storeOrigin: string | null): string {
  const styleHash = createHash('sha256').update(STYLE).digest('base64');
  // A form's redirect (the 303 to the store's callback) is checked against form-action too.
  const formAction = ["'self'", storeOrigin].filter(Boolean).join(' ');
  return `default-src 'none'; style-src 'sha256-${styleHash}'; form-action ${formAction}; base-uri 'none'; frame-ancestors 'none'`;
}

const LOCK = new Html(
  '<svg viewBox="0 0 20 20" fill="currentColor" aria-hidden="true"><path fill-rule="evenodd" d="M10 1a4.5 4.5 0 0 0-4.5 4.5V9H5a2 2 0 0 0-2 2v6a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2v-6a2 2 0 0 0-2-2h-.5V5.5A4.5 4.5 0 0 0 10 1Zm3 8V5.5a3 3 0 1 0-6 0V9h6Z" clip-rule="evenodd"/></svg>',
);

const INITIALS = brand.shortName
  .split(/\s+/)
  .map((word) => word[0])
  .join('')
  .slice(0, 2);

// ---------- the frame ----------

/** The whole document: a white card on a grey page, the store's name on top, like a provider's checkout. */
export function pageDocument({ email, content }: { email?: string; content: Html }): string {
  return html`<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="referrer" content="no-referrer">
<title>Pay ${brand.name} | Paystack (simulated)</title>
<style>${new Html(STYLE)}</style>
</head>
<body>
<div class="page">
<main aria-label="Payment">
<div class="card">
<div class="merchant">
<span class="mark" aria-hidden="true">${INITIALS}</span>
<div class="who">
<p class="store">${brand.name}</p>
${email ? html`<p class="email">${email}</p>` : ''}
</div>
<span class="test">Test</span>
</div>
${content}
</div>
<p class="secured">${LOCK} Secured by <strong>Paystack</strong> (simulated)</p>
</main>
</div>
</body>
</html>
`.text;
}

// ---------- the states ----------

export interface Link {
  href: string;
  label: string;
}

/** A state the payment cannot go on from: what happened, and the way back to the store. */
export function notice({ title, text, actions }: { title: string; text: string; actions: readonly Link[] }): Html {
  return html`<section class="notice" aria-labelledby="paystack-notice-title">
<span class="bang" aria-hidden="true">!</span>
<h1 id="paystack-notice-title">${title}</h1>
<div class="text"><p>${text}</p></div>
${actions.length > 0 ? html`<div class="actions">${actions.map((link, i) => html`<a class="btn ${i === 0 && actions.length > 1 ? 'btn-primary' : 'btn-secondary'}" href="${link.href}">${link.label}</a>`)}</div>` : ''}
</section>`;
}

/** A transaction that is no longer pending. */
export function settled({ text, returnHref }: { text: string; returnHref: string }): Html {
  return html`<section class="notice" aria-labelledby="settled-title">
<h1 id="settled-title">This payment has already been processed</h1>
<div class="text"><p>${text} There is nothing more to pay here.</p></div>
<div class="actions"><a class="btn btn-primary" href="${returnHref}">Return to the store</a></div>
</section>`;
}

export interface CardFormView {
  /** The page's own address (no query): the form posts here. */
  action: string;
  accessCode: string;
  amount: string;
  card: CardDetails;
  errors: CardRefusals;
  /** The link that fills in each test card (a GET of the page with ?card=). */
  fillHref: (card: 'success' | 'decline') => string;
  testCards: { success: string; decline: string };
}

const FIELDS = [
  { name: 'number', label: 'Card number', autocomplete: 'cc-number', placeholder: '0000 0000 0000 0000' },
  { name: 'expiry', label: 'Expiry (MM/YY)', autocomplete: 'cc-exp', placeholder: 'MM/YY' },
  { name: 'cvv', label: 'CVV', autocomplete: 'cc-csc', placeholder: '123' },
] as const;

function field(spec: (typeof FIELDS)[number], value: string, error: string | undefined, focus: boolean): Html {
  const id = `card-${spec.name}`;
  return html`<div class="field">
<label for="${id}">${spec.label}</label>
<input id="${id}" name="${spec.name}" value="${value}" inputmode="numeric" autocomplete="${spec.autocomplete}" placeholder="${spec.placeholder}"${error ? html` aria-invalid="true" aria-describedby="${id}-error"` : ''}${focus ? html` autofocus` : ''}>
${error ? html`<p id="${id}-error" class="error">${error}</p>` : ''}
</div>`;
}

/** The card form: amount, card number, expiry, CVV, Pay; Cancel; the test cards. */
export function cardForm(view: CardFormView): Html {
  const first = FIELDS.find((spec) => view.errors[spec.name])?.name;
  const [number, expiry, cvv] = FIELDS.map((spec) =>
    field(spec, view.card[spec.name], view.errors[spec.name], spec.name === first),
  );
  const cards = [
    {
      label: 'Successful payment',
      number: view.testCards.success,
      button: 'Use the success card',
      href: view.fillHref('success'),
    },
    {
      label: 'Declined payment',
      number: view.testCards.decline,
      button: 'Use the decline card',
      href: view.fillHref('decline'),
    },
  ];
  return html`<div class="body">
<div class="center">
<p class="muted">Amount to pay</p>
<p class="amount" data-testid="amount">${view.amount}</p>
</div>
<h1>Enter your card details to pay</h1>
<form class="pay" method="post" action="${view.action}" novalidate>
<input type="hidden" name="access_code" value="${view.accessCode}">
${number}
<div class="row">
${expiry}
${cvv}
</div>
<button class="primary" type="submit" name="action" value="pay">Pay ${view.amount}</button>
</form>
<form class="cancel" method="post" action="${view.action}">
<input type="hidden" name="access_code" value="${view.accessCode}">
<button type="submit" name="action" value="cancel">Cancel payment</button>
</form>
<section class="cards" aria-labelledby="test-cards-title">
<h2 id="test-cards-title">Test cards</h2>
<p class="muted">Any future expiry date and any 3-digit CVV. Any other valid card number is declined.</p>
<ul>
${cards.map((card) => html`<li><div><p>${card.label}</p><p class="number">${card.number}</p></div><a class="use" href="${card.href}" aria-label="${card.button}">Use</a></li>`)}
</ul>
</section>
</div>`;
}
