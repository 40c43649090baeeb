/**
 * Issue refund: an amount in naira (blank for the full remaining amount), a reason, and whether to
 * ask the card provider to refund (ticked to start with). The confirmation states the amount in naira, or the full
 * remaining amount and what that is. The amount and the reason are held to the contract's limits
 * (`src/api/limits.gen.ts`) before the confirmation opens.
 */
import { useState } from 'react';
import { limits } from '@/api/limits.gen';
import { useRefundOrder } from '@/api/queries/admin';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { CheckboxField, TextField } from '@/components/ui/field';
import type { FormProblems } from '@/lib/form-problems';
import { lengthProblem } from '@/lib/limits';
import { formatNaira, koboToNaira } from '@/lib/money';
import { ActionCard, ReasonField, shown, Summary, useOrderAction, type OrderActionProps } from './action-card';
import { refundableKobo, refundAmountKobo } from './order-rules';

const FIELDS = ['amount', 'reason'] as const;

/** The amount (as kobo to send; undefined: the full remaining amount) and the reason, each against its rule. */
function refundProblems(kobo: number | undefined, reason: string): FormProblems<(typeof FIELDS)[number]> {
  const ceiling = limits.refundOrder.amount_kobo.maximum;
  const amount =
    kobo !== undefined && kobo <= 0
      ? 'Enter an amount above ₦0, or leave it blank for a full refund.'
      : // The contract's ceiling, in naira as the field is typed.
        kobo !== undefined && kobo > ceiling
        ? `Must be ${formatNaira(koboToNaira(ceiling))} or less.`
        : undefined;
  return { fields: { amount, reason: lengthProblem(reason.trim(), limits.refundOrder.reason) } };
}

export function RefundCard({ order, onDone }: OrderActionProps) {
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  // Ticked: the money goes back the way it came. The admin unticks it for money returned another way.
  const [viaProvider, setViaProvider] = useState(true);
  const mutation = useRefundOrder();
  const remaining = formatNaira(koboToNaira(refundableKobo(order)));
  const kobo = refundAmountKobo(amount);
  const ignored = amount.trim() !== '' && kobo === undefined;
  // Shown once the admin has asked to refund; each goes as the field is put right.
  const action = useOrderAction(FIELDS, refundProblems(kobo, reason), mutation, onDone);

  const confirm = () =>
    mutation.mutate(
      { id: order.id, amount_kobo: kobo, reason: reason.trim() || undefined, perform_paystack_refund: viaProvider },
      { onSuccess: () => action.done(`Refund issued for order #${order.id}.`) },
    );

  return (
    <>
      <ActionCard kind="refund" order={order} title="Issue refund" tone="danger" onSubmit={action.ask}>
        <TextField
          label="Amount (₦)"
          hint={`Leave blank to refund the full remaining amount (${remaining}).`}
          {...action.form.fieldProps('amount')}
          name="amount"
          inputMode="decimal"
          value={amount}
          onChange={(e) => setAmount(e.target.value)}
          placeholder="e.g. 2500"
          autoComplete="off"
        />
        <ReasonField {...action.form.fieldProps('reason')} value={reason} onChange={setReason} />
        <CheckboxField
          label="Ask the card provider (Paystack) to refund the payment"
          checked={viaProvider}
          onChange={(e) => setViaProvider(e.target.checked)}
        />
      </ActionCard>
      <ConfirmDialog
        {...action.dialog}
        title={`Refund order #${order.id}?`}
        description={
          <>
            <p>
              {kobo === undefined
                ? `This refunds the full remaining amount: ${remaining}.`
                : `This refunds ${formatNaira(koboToNaira(kobo))}.`}
            </p>
            {ignored && (
              <p className="mt-2 font-medium text-amber-900">
                “{amount.trim()}” is not a number, so the full remaining amount will be refunded.
              </p>
            )}
          </>
        }
        confirmLabel="Issue refund"
        busyLabel="Refunding…"
        cancelLabel="Go back"
        tone="danger"
        onConfirm={confirm}
      >
        <Summary
          rows={[
            [
              'Amount',
              kobo === undefined ? `the full remaining amount (${remaining})` : formatNaira(koboToNaira(kobo)),
            ],
            ['Reason', shown(reason)],
            ['Card provider refund', viaProvider ? 'Yes' : 'No'],
          ]}
        />
      </ConfirmDialog>
    </>
  );
}
