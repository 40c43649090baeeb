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
import { CheckboxField, Field } from '@/components/ui/field';
import { toast } from '@/components/ui/toast';
import { lengthProblem } from '@/lib/limits';
import { formatNaira, koboToNaira } from '@/lib/money';
import { ActionCard, message, shown, Summary, type OrderActionProps } from './action-card';
import { actionRule, refundableKobo, refundAmountKobo } from './order-rules';

export function RefundCard({ order, onDone }: OrderActionProps) {
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  // Ticked: the money goes back the way it came. The admin unticks it for money returned another way.
  const [viaProvider, setViaProvider] = useState(true);
  const [amountError, setAmountError] = useState<string | undefined>();
  const [confirming, setConfirming] = useState(false);
  const [checked, setChecked] = useState(false);
  const mutation = useRefundOrder();
  const reasonTooLong = lengthProblem(reason.trim(), limits.refundOrder.reason);
  const remaining = formatNaira(koboToNaira(refundableKobo(order)));
  const kobo = refundAmountKobo(amount);
  const ignored = amount.trim() !== '' && kobo === undefined;

  function open() {
    setChecked(true);
    if (kobo !== undefined && kobo <= 0) {
      setAmountError('Enter an amount above ₦0, or leave it blank for a full refund.');
      return;
    }
    // The contract's ceiling, in naira as the field is typed.
    if (kobo !== undefined && kobo > limits.refundOrder.amount_kobo.maximum) {
      setAmountError(`Must be ${formatNaira(koboToNaira(limits.refundOrder.amount_kobo.maximum))} or less.`);
      return;
    }
    setAmountError(undefined);
    if (reasonTooLong) return;
    mutation.reset();
    setConfirming(true);
  }

  const confirm = () =>
    mutation.mutate(
      { id: order.id, amount_kobo: kobo, reason: reason.trim() || undefined, perform_paystack_refund: viaProvider },
      {
        onSuccess: () => {
          setConfirming(false);
          toast(`Refund issued for order #${order.id}.`);
          onDone();
        },
      },
    );

  return (
    <>
      <ActionCard
        id={`refund-${order.id}`}
        title="Issue refund"
        rule={actionRule('refund', order.status)}
        submitLabel="Issue refund"
        tone="danger"
        onSubmit={open}
      >
        <Field
          label="Amount (₦)"
          hint={`Leave blank to refund the full remaining amount (${remaining}).`}
          error={amountError}
        >
          {(props) => (
            <input
              {...props}
              className="field-input"
              inputMode="decimal"
              value={amount}
              onChange={(e) => {
                setAmount(e.target.value);
                setAmountError(undefined);
              }}
              placeholder="e.g. 2500"
              autoComplete="off"
            />
          )}
        </Field>
        <Field label="Reason" error={checked ? reasonTooLong : undefined}>
          {(props) => (
            <textarea
              {...props}
              className="field-input min-h-20"
              value={reason}
              onChange={(e) => setReason(e.target.value)}
              rows={3}
            />
          )}
        </Field>
        <CheckboxField
          label="Ask the card provider (Paystack) to refund the payment"
          checked={viaProvider}
          onChange={(e) => setViaProvider(e.target.checked)}
        />
      </ActionCard>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
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
        busy={mutation.isPending}
        error={message(mutation.error)}
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
