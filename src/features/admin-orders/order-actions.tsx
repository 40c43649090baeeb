/**
 * The three action cards (spec section 2): Mark as fulfilled, Cancel order, Issue refund. Each is
 * enabled only where spec section 4 allows it (and says why not), asks for confirmation with a
 * summary of what will be sent, shows progress, and on success toasts and closes the detail (the
 * mutation hooks refetch the list). A failure shows the server's message in the dialog, and what
 * was typed stays. A field past the contract's limit (`src/api/limits.gen.ts`) is said on the field
 * and the confirmation does not open.
 */
import { useState } from 'react';
import { limits } from '@/api/limits.gen';
import { useCancelOrder, useFulfillOrder } from '@/api/queries/admin';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { TextField } from '@/components/ui/field';
import { lengthProblems } from '@/lib/form-problems';
import { ActionCard, ReasonField, shown, Summary, useOrderAction, type OrderActionProps } from './action-card';
import { refundableKobo } from './order-rules';
import { RefundCard } from './refund-card';

export function OrderActions({ order, onDone }: OrderActionProps) {
  return (
    <section aria-labelledby="order-actions-title" className="space-y-3">
      <h3 id="order-actions-title" className="text-lg font-semibold text-ink-900">
        Actions
      </h3>
      <div className="grid gap-4 lg:grid-cols-3 lg:items-start">
        <FulfilCard order={order} onDone={onDone} />
        <CancelCard order={order} onDone={onDone} />
        <RefundCard order={order} onDone={onDone} />
      </div>
    </section>
  );
}

const FULFIL_FIELDS = ['carrier', 'tracking_number', 'shipped_at'] as const;
type FulfilValues = Record<(typeof FULFIL_FIELDS)[number], string>;
const FULFIL_LIMITS = {
  carrier: limits.fulfillOrder.carrier,
  tracking_number: limits.fulfillOrder.tracking_number,
  shipped_at: limits.fulfillOrder.shipped_at,
};

function FulfilCard({ order, onDone }: OrderActionProps) {
  const [values, setValues] = useState<FulfilValues>({ carrier: '', tracking_number: '', shipped_at: '' });
  const mutation = useFulfillOrder();
  // Shown once the admin has asked to fulfil; each goes as the field is brought within its limit.
  const action = useOrderAction(FULFIL_FIELDS, lengthProblems(values, FULFIL_LIMITS), mutation, onDone);
  const field = (name: keyof FulfilValues) => ({
    ...action.form.fieldProps(name),
    name,
    value: values[name],
    onChange: (event: { target: { value: string } }) =>
      setValues((current) => ({ ...current, [name]: event.target.value })),
    autoComplete: 'off',
  });

  const confirm = () =>
    mutation.mutate(
      {
        id: order.id,
        carrier: values.carrier.trim() || undefined,
        tracking_number: values.tracking_number.trim() || undefined,
        shipped_at: values.shipped_at.trim() || undefined,
      },
      { onSuccess: () => action.done(`Order #${order.id} marked as fulfilled.`) },
    );

  return (
    <>
      <ActionCard kind="fulfil" order={order} title="Mark as fulfilled" onSubmit={action.ask}>
        <TextField label="Carrier" {...field('carrier')} />
        <TextField label="Tracking number" {...field('tracking_number')} />
        <TextField label="Shipped at" {...field('shipped_at')} placeholder="YYYY-MM-DD" />
      </ActionCard>
      <ConfirmDialog
        {...action.dialog}
        title={`Mark order #${order.id} as fulfilled?`}
        description="The order becomes fulfilled, with these shipping details."
        confirmLabel="Mark as fulfilled"
        busyLabel="Marking as fulfilled…"
        onConfirm={confirm}
      >
        <Summary
          rows={[
            ['Carrier', shown(values.carrier)],
            ['Tracking number', shown(values.tracking_number)],
            ['Shipped at', shown(values.shipped_at)],
          ]}
        />
      </ConfirmDialog>
    </>
  );
}

const CANCEL_FIELDS = ['reason'] as const;

function CancelCard({ order, onDone }: OrderActionProps) {
  const [reason, setReason] = useState('');
  const mutation = useCancelOrder();
  const problems = lengthProblems({ reason }, { reason: limits.cancelOrder.reason });
  const action = useOrderAction(CANCEL_FIELDS, problems, mutation, onDone);
  const paid = refundableKobo(order) > 0;

  const confirm = () =>
    mutation.mutate(
      { id: order.id, reason: reason.trim() || undefined },
      { onSuccess: () => action.done(`Order #${order.id} cancelled.`) },
    );

  return (
    <>
      <ActionCard
        kind="cancel"
        order={order}
        title="Cancel order"
        tone="danger"
        onSubmit={action.ask}
        note={
          paid
            ? 'Cancelling does not return money. Refund first: a cancelled order can no longer be refunded.'
            : undefined
        }
      >
        <ReasonField {...action.form.fieldProps('reason')} value={reason} onChange={setReason} />
      </ActionCard>
      <ConfirmDialog
        {...action.dialog}
        title={`Cancel order #${order.id}?`}
        description={
          paid
            ? 'The order becomes cancelled. No money is returned, and it can no longer be refunded.'
            : 'The order becomes cancelled. This cannot be undone.'
        }
        confirmLabel="Cancel order"
        busyLabel="Cancelling…"
        cancelLabel="Keep order"
        tone="danger"
        onConfirm={confirm}
      >
        <Summary rows={[['Reason', shown(reason)]]} />
      </ConfirmDialog>
    </>
  );
}
