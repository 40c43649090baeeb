/**
 * /status-point: BS Earn Status, the loyalty programme, with the rules of the spec's section 9
 * (every figure from LOYALTY, formatted with formatNaira) and a worked example.
 */
import { Link } from '@tanstack/react-router';
import { LOYALTY } from '@/config/constants';
import { formatNaira } from '@/lib/money';
import { creditForPoints, LOYALTY_TEXT, pointsForSpend } from './loyalty';
import { MarketingPage, PageBand, PageSection } from './marketing-page';

/** The worked example in the text, and the rows of the table under it. */
export const EXAMPLE_ORDER_NAIRA = 25_000;
const TABLE_ORDERS = [LOYALTY.entryNaira, EXAMPLE_ORDER_NAIRA, 50_000];

const RULES = [
  {
    title: 'Enter status',
    figure: formatNaira(LOYALTY.entryNaira),
    text: `${LOYALTY_TEXT.entry}. Shop signed in to your account so that every order counts.`,
  },
  {
    title: 'Earn points',
    figure: `1 point per ${formatNaira(LOYALTY.nairaPerPoint)}`,
    text: `${LOYALTY_TEXT.earn}, added when the order ships.`,
  },
  {
    title: 'Turn points into credit',
    figure: `${LOYALTY.pointsPerCredit} points = ${formatNaira(LOYALTY.creditNaira)}`,
    text: `${LOYALTY_TEXT.credit}, to be spent within ${LOYALTY.spendWithinDays} days.`,
  },
];

export function StatusPointPage() {
  const examplePoints = pointsForSpend(EXAMPLE_ORDER_NAIRA);
  const exampleCredit = creditForPoints(examplePoints);
  return (
    <MarketingPage
      eyebrow="Loyalty programme"
      title="BS Earn Status"
      lead="Earn Beauty Stars Status Points every time you shop, and turn them into credit for your next order."
      image={{ src: '/images/slides/make-up-essentials.svg', position: 'right center' }}
      actions={
        <>
          <Link to="/products" className="btn-primary">
            Start shopping
          </Link>
          <Link to="/account" search={{ mode: 'register' }} className="btn-secondary">
            Create an account
          </Link>
        </>
      }
    >
      <PageBand className="mt-12 sm:mt-16">
        <PageSection id="how-it-works" eyebrow="The rules" title="How it works">
          <ol className="mt-8 grid gap-5 md:grid-cols-3">
            {RULES.map((rule, index) => (
              <li key={rule.title} className="flex flex-col rounded-3xl border border-brand-100 bg-brand-50/60 p-6">
                <p className="text-sm font-semibold text-brand-700">{`Step ${index + 1}`}</p>
                <h3 className="mt-1 text-lg font-semibold text-ink-900">{rule.title}</h3>
                <p className="mt-4 font-display text-3xl leading-tight text-brand-800">{rule.figure}</p>
                <p className="mt-3 leading-relaxed text-ink-700">{rule.text}</p>
              </li>
            ))}
          </ol>
        </PageSection>
      </PageBand>

      <PageBand className="mt-16 grid gap-10 sm:mt-20 lg:grid-cols-12 lg:gap-12">
        <PageSection id="example" eyebrow="Worked example" title="What an order earns" className="lg:col-span-7">
          <div className="mt-6 rounded-3xl bg-ink-900 p-6 text-white sm:p-8">
            <p className="font-display text-2xl leading-snug sm:text-3xl">
              {`An order of ${formatNaira(EXAMPLE_ORDER_NAIRA)} earns ${examplePoints} points: that is ${formatNaira(exampleCredit)} credit.`}
            </p>
            <p className="mt-4 text-ink-300">
              {`${formatNaira(EXAMPLE_ORDER_NAIRA)} ÷ ${formatNaira(LOYALTY.nairaPerPoint)} = ${examplePoints} points, and ${LOYALTY.pointsPerCredit} points = ${formatNaira(LOYALTY.creditNaira)} credit.`}
            </p>
          </div>
          <table className="mt-6 w-full text-left text-sm sm:text-base">
            <caption className="sr-only">Points and credit for a few order totals</caption>
            <thead className="border-b border-ink-200 text-ink-600">
              <tr>
                <th scope="col" className="py-3 pr-4 font-semibold">
                  Order total
                </th>
                <th scope="col" className="py-3 pr-4 font-semibold">
                  Points earned
                </th>
                <th scope="col" className="py-3 font-semibold">
                  Credit
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-ink-100 text-ink-900">
              {TABLE_ORDERS.map((total) => {
                const points = pointsForSpend(total);
                return (
                  <tr key={total}>
                    <th scope="row" className="py-3 pr-4 font-medium">
                      {formatNaira(total)}
                    </th>
                    <td className="py-3 pr-4">{points}</td>
                    <td className="py-3">{formatNaira(creditForPoints(points))}</td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </PageSection>

        <PageSection
          id="good-to-know"
          eyebrow="Good to know"
          title="The small print, in plain words"
          className="lg:col-span-5"
        >
          <ul className="mt-6 space-y-4 leading-relaxed text-ink-700">
            <li className="flex gap-3">
              <Dot />
              <span>
                <strong className="font-semibold text-ink-900">Points arrive when your order ships.</strong> They are
                added when the order ships, not when you pay, so an order that has not shipped yet has not earned its
                points.
              </span>
            </li>
            <li className="flex gap-3">
              <Dot />
              <span>
                <strong className="font-semibold text-ink-900">{`Credit lasts ${LOYALTY.spendWithinDays} days.`}</strong>{' '}
                {`Your credit is to be spent within ${LOYALTY.spendWithinDays} days, so plan your next order.`}
              </span>
            </li>
            <li className="flex gap-3">
              <Dot />
              <span>
                Questions about your points?{' '}
                <Link to="/contact-us" className="link">
                  Contact us
                </Link>
                .
              </span>
            </li>
          </ul>
        </PageSection>
      </PageBand>
    </MarketingPage>
  );
}

function Dot() {
  return <span aria-hidden="true" className="mt-2 size-2 shrink-0 rounded-full bg-gold-600" />;
}
