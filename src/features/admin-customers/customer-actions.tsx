/**
 * Make Admin / Make User and Revoke Sessions for the customer in the panel, each behind a
 * ConfirmDialog. On the signed-in admin's own account the dialogs say what happens to them
 * (losing the back office at once; being signed out here too) and the confirm button says it in
 * the first person. A failure keeps the dialog open with the server's message (409 last_admin:
 * 'The last admin cannot be demoted.').
 */
import { useState } from 'react';
import { failureText } from '@/api/errors';
import { useRevokeOwnSessions, useRevokeSessions, useUpdateUserRole, type AdminUser } from '@/api/queries/admin';
import { useSession } from '@/api/session';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { toast } from '@/components/ui/toast';
import { revokedText } from './customer-values';

function errorText(error: unknown): string | null {
  if (!error) return null;
  return failureText(error, 'Something went wrong. Check your connection and try again.');
}

export function CustomerActions({ user }: { user: AdminUser }) {
  const session = useSession();
  const isSelf = session.user?.id === user.id;
  return (
    <div className="flex flex-wrap gap-2">
      <RoleAction user={user} isSelf={isSelf} />
      <RevokeAction user={user} isSelf={isSelf} />
    </div>
  );
}

function RoleAction({ user, isSelf }: { user: AdminUser; isSelf: boolean }) {
  const [open, setOpen] = useState(false);
  const update = useUpdateUserRole();
  const promote = user.role !== 'admin';
  const label = promote ? 'Make Admin' : 'Make User';

  const copy = promote
    ? {
        title: `Make ${user.email} an admin?`,
        description: (
          <p>They will be able to manage products, orders, customers and carousels, and change other people’s roles.</p>
        ),
        confirm: 'Make Admin',
        busy: 'Making admin…',
      }
    : isSelf
      ? {
          title: 'Remove your own admin access?',
          description: (
            <>
              <p>
                This is your account (<strong className="break-all">{user.email}</strong>). If you make yourself a user,
                you will lose access to the back office at once: this screen closes, and only another admin can give the
                access back.
              </p>
            </>
          ),
          confirm: 'Yes, make me a user',
          busy: 'Removing access…',
        }
      : {
          title: `Make ${user.email} a user?`,
          description: (
            <p>
              They will lose access to the back office on their next request. Their account, orders and sign-in stay as
              they are.
            </p>
          ),
          confirm: 'Make User',
          busy: 'Making user…',
        };

  return (
    <>
      <button
        type="button"
        className={promote ? 'btn-primary' : 'btn-secondary'}
        onClick={() => {
          update.reset();
          setOpen(true);
        }}
      >
        {label}
      </button>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title={copy.title}
        description={copy.description}
        confirmLabel={copy.confirm}
        busyLabel={copy.busy}
        tone={promote ? 'primary' : 'danger'}
        busy={update.isPending}
        error={errorText(update.error)}
        onConfirm={() =>
          update.mutate(
            { id: user.id, role: promote ? 'admin' : 'user' },
            {
              onSuccess: () => {
                setOpen(false);
                toast(
                  promote
                    ? `${user.email} is now an admin.`
                    : isSelf
                      ? 'You are now a user.'
                      : `${user.email} is now a user.`,
                );
              },
            },
          )
        }
      />
    </>
  );
}

function RevokeAction({ user, isSelf }: { user: AdminUser; isSelf: boolean }) {
  const [open, setOpen] = useState(false);
  // One's own: the session here ends too, so the hook signs out (the admin sign-in shows).
  const revokeOther = useRevokeSessions();
  const revokeOwn = useRevokeOwnSessions();
  const revoke = isSelf ? revokeOwn : revokeOther;

  return (
    <>
      <button
        type="button"
        className="btn-secondary"
        onClick={() => {
          revoke.reset();
          setOpen(true);
        }}
      >
        Revoke Sessions
      </button>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title={isSelf ? 'Sign yourself out everywhere?' : `Revoke sessions for ${user.email}?`}
        description={
          isSelf ? (
            <p>
              This is your account (<strong className="break-all">{user.email}</strong>). Every session ends, including
              this one: you will be signed out here too and must sign in again to keep working.
            </p>
          ) : (
            <p>
              They will be signed out everywhere: on every device, their next request fails and they must sign in again.
              Their account stays as it is.
            </p>
          )
        }
        confirmLabel={isSelf ? 'Yes, sign me out everywhere' : 'Revoke Sessions'}
        busyLabel="Revoking…"
        tone="danger"
        busy={revoke.isPending}
        error={errorText(revoke.error)}
        onConfirm={() =>
          revoke.mutate(user.id, {
            onSuccess: () => {
              setOpen(false);
              // The answer is not read (spec section 7: not shown).
              toast(revokedText(user.email));
            },
          })
        }
      />
    </>
  );
}
