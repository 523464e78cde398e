import { Heading } from '@souscrire/ui/heading';
import { Link } from '@souscrire/ui/link';
import { useText } from '../../app/use-text.ts';
import { useSubscription } from '../step-context.ts';

/**
 * What a visitor can do from a side state (UX: never a dead end): call the tenant's advisers, whose number
 * is a phone link, or go back to the home page.
 *
 * @example
 * <HelpContacts />
 */
export function HelpContacts() {
  const t = useText();
  const { config, tenant, locale } = useSubscription();
  const phone = config.tenants[tenant]?.supportPhone ?? config.supportPhone;
  return (
    <section className="sc-help-contacts" aria-labelledby="help-contacts-title">
      <Heading level={2} id="help-contacts-title">
        {t('need-help.title')}
      </Heading>
      {phone && (
        <p>
          <Link href={`tel:${phone.replaceAll(' ', '')}`} variant="standalone">
            {t('need-help.body', { phone })}
          </Link>
        </p>
      )}
      <p>
        <Link href={`/${locale}`} variant="standalone">
          {t('common.go-home')}
        </Link>
      </p>
    </section>
  );
}
