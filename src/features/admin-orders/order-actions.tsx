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
import { Field } from '@/components/ui/field';
import { toast } from '@/components/ui/toast';
import { lengthProblem } from '@/lib/limits';
import { ActionCard, message, shown, Summary, type OrderActionProps } from './action-card';
import { actionRule, refundableKobo } from './order-rules';
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

function FulfilCard({ order, onDone }: OrderActionProps) {
  const [carrier, setCarrier] = useState('');
  const [tracking, setTracking] = useState('');
  const [shippedAt, setShippedAt] = useState('');
  const [confirming, setConfirming] = useState(false);
  const [checked, setChecked] = useState(false);
  const mutation = useFulfillOrder();
  // Shown once the admin has asked to fulfil; each goes as the field is brought within its limit.
  const tooLong = {
    carrier: checked ? lengthProblem(carrier.trim(), limits.fulfillOrder.carrier) : undefined,
    tracking: checked ? lengthProblem(tracking.trim(), limits.fulfillOrder.tracking_number) : undefined,
    shippedAt: checked ? lengthProblem(shippedAt.trim(), limits.fulfillOrder.shipped_at) : undefined,
  };

  const confirm = () =>
    mutation.mutate(
      {
        id: order.id,
        carrier: carrier.trim() || undefined,
        tracking_number: tracking.trim() || undefined,
        shipped_at: shippedAt.trim() || undefined,
      },
      {
        onSuccess: () => {
          setConfirming(false);
          toast(`Order #${order.id} marked as fulfilled.`);
          onDone();
        },
      },
    );

  return (
    <>
      <ActionCard
        id={`fulfil-${order.id}`}
        title="Mark as fulfilled"
        rule={actionRule('fulfil', order.status)}
        submitLabel="Mark as fulfilled"
        onSubmit={() => {
          setChecked(true);
          const fits = [
            lengthProblem(carrier.trim(), limits.fulfillOrder.carrier),
            lengthProblem(tracking.trim(), limits.fulfillOrder.tracking_number),
            lengthProblem(shippedAt.trim(), limits.fulfillOrder.shipped_at),
          ].every((problem) => problem === undefined);
          if (!fits) return;
          mutation.reset();
          setConfirming(true);
        }}
      >
        <Field label="Carrier" error={tooLong.carrier}>
          {(props) => (
            <input
              {...props}
              className="field-input"
              value={carrier}
              onChange={(e) => setCarrier(e.target.value)}
              autoComplete="off"
            />
          )}
        </Field>
        <Field label="Tracking number" error={tooLong.tracking}>
          {(props) => (
            <input
              {...props}
              className="field-input"
              value={tracking}
              onChange={(e) => setTracking(e.target.value)}
              autoComplete="off"
            />
          )}
        </Field>
        <Field label="Shipped at" error={tooLong.shippedAt}>
          {(props) => (
            <input
              {...props}
              className="field-input"
              value={shippedAt}
              onChange={(e) => setShippedAt(e.target.value)}
              placeholder="YYYY-MM-DD"
              autoComplete="off"
            />
          )}
        </Field>
      </ActionCard>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={`Mark order #${order.id} as fulfilled?`}
        description="The order becomes fulfilled, with these shipping details."
        confirmLabel="Mark as fulfilled"
        busyLabel="Marking as fulfilled…"
        onConfirm={confirm}
        busy={mutation.isPending}
        error={message(mutation.error)}
      >
        <Summary
          rows={[
            ['Carrier', shown(carrier)],
            ['Tracking number', shown(tracking)],
            ['Shipped at', shown(shippedAt)],
          ]}
        />
      </ConfirmDialog>
    </>
  );
}

function CancelCard({ order, onDone }: OrderActionProps) {
  const [reason, setReason] = useState('');
  const [confirming, setConfirming] = useState(false);
  const [checked, setChecked] = useState(false);
  const mutation = useCancelOrder();
  const reasonTooLong = lengthProblem(reason.trim(), limits.cancelOrder.reason);
  const paid = refundableKobo(order) > 0;

  const confirm = () =>
    mutation.mutate(
      { id: order.id, reason: reason.trim() || undefined },
      {
        onSuccess: () => {
          setConfirming(false);
          toast(`Order #${order.id} cancelled.`);
          onDone();
        },
      },
    );

  return (
    <>
      <ActionCard
        id={`cancel-${order.id}`}
        title="Cancel order"
        rule={actionRule('cancel', order.status)}
        submitLabel="Cancel order"
        tone="danger"
        onSubmit={() => {
          setChecked(true);
          if (reasonTooLong) return;
          mutation.reset();
          setConfirming(true);
        }}
        note={
          paid
            ? 'Cancelling does not return money. Refund first: a cancelled order can no longer be refunded.'
            : undefined
        }
      >
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
      </ActionCard>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
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
        busy={mutation.isPending}
        error={message(mutation.error)}
      >
        <Summary rows={[['Reason', shown(reason)]]} />
      </ConfirmDialog>
    </>
  );
}
