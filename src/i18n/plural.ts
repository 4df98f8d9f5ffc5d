import type {Message} from './languages.js';

const rules = new Map<string | undefined, Intl.PluralRules>();

/**
 * The form of `message` for the number `count` in `locale`: a plural's form by the category
 * `Intl.PluralRules` chooses (`other` where the message has no such form), else the message.
 */
export function pluralForm(message: Message, count: number, locale: string | undefined): string {
  if (typeof message === 'string') return message;
  let plural = rules.get(locale);
  if (!plural) rules.set(locale, (plural = new Intl.PluralRules(locale)));
  return message[plural.select(count)] ?? message.other;
}
