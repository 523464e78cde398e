import { Button } from '@souscrire/ui/button';
import { ModalDialog, useModalLayer } from '@souscrire/ui/modal-layer';
import { useToasts } from '@souscrire/ui/toast';
import { useShowFailure } from '../app/use-show-failure.ts';
import { useText } from '../app/use-text.ts';
import type { EmailRequest } from '../core/journey-api.ts';
import { useSubscription, useTrack } from '../steps/step-context.ts';
import { EmailRequestForm } from './email-request-form.tsx';
import { useIsSubscriptionFinished } from './sidebar-steps.ts';

/**
 * The sidebar's three actions: Need help, Save for later (a resume link by e-mail) and Receive the
 * offer by e-mail, the last two posting to the core and confirming with a toast. Once the subscription is
 * finished (its contract issued) there is nothing to save or to offer: Need help alone stays.
 */
export function SubscriptionActions() {
  const t = useText();
  const { openModal } = useModalLayer();
  const toasts = useToasts();
  const showFailure = useShowFailure();
  const { api, prospectId, prospect, config, tenant } = useSubscription();
  const supportPhone = config.tenants[tenant]?.supportPhone ?? config.supportPhone;
  const track = useTrack();
  const finished = useIsSubscriptionFinished();

  const openEmailForm = (
    title: string,
    intro: string,
    submitLabel: string,
    send: (request: EmailRequest) => Promise<void>,
  ) =>
    openModal(({ close }) => (
      <ModalDialog title={title} closeLabel={t('ui.close')}>
        <EmailRequestForm
          intro={intro}
          submitLabel={submitLabel}
          defaultEmail={prospect.email ?? undefined}
          onSend={async (request) => {
            try {
              await send(request);
            } catch (error) {
              showFailure(error);
              throw error;
            }
            close();
            toasts.show({
              type: 'success',
              title: t('toast.email-sent.title'),
              message: t('toast.email-sent.message', { email: request.email }),
            });
          }}
        />
      </ModalDialog>
    ));

  return (
    <ul className="sc-subscription-actions">
      <li>
        <Button
          variant="tertiary"
          onPress={() =>
            openModal(() => (
              <ModalDialog title={t('need-help.title')} closeLabel={t('ui.close')}>
                <p>{t('need-help.body', { phone: supportPhone ?? '' })}</p>
              </ModalDialog>
            ))
          }
        >
          {t('sidebar.actions.need-help')}
        </Button>
      </li>
      {!finished && (
        <li>
          <Button
            variant="tertiary"
            onPress={() =>
              openEmailForm(
                t('save-for-later.title'),
                t('save-for-later.intro'),
                t('save-for-later.submit'),
                (request) => api.sendSubscriptionLink(prospectId, request).then(track.savedForLater),
              )
            }
          >
            {t('sidebar.actions.save-for-later')}
          </Button>
        </li>
      )}
      {!finished && (
        <li>
          <Button
            variant="tertiary"
            onPress={() =>
              openEmailForm(t('send-offer.title'), t('send-offer.intro'), t('send-offer.submit'), (request) =>
                api.sendOffer(prospectId, request).then(track.offerSentByEmail),
              )
            }
          >
            {t('sidebar.actions.send-offer')}
          </Button>
        </li>
      )}
    </ul>
  );
}
