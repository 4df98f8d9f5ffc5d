import {languageOf, type LanguageFile} from '../i18n/languages.js';
import ar from '../i18n/lang/ar.js';
import cs from '../i18n/lang/cs.js';
import da from '../i18n/lang/da.js';
import de from '../i18n/lang/de.js';
import es from '../i18n/lang/es.js';
import fi from '../i18n/lang/fi.js';
import fr from '../i18n/lang/fr.js';
import he from '../i18n/lang/he.js';
import hi from '../i18n/lang/hi.js';
import it from '../i18n/lang/it.js';
import ja from '../i18n/lang/ja.js';
import ko from '../i18n/lang/ko.js';
import nb from '../i18n/lang/nb.js';
import nl from '../i18n/lang/nl.js';
import pl from '../i18n/lang/pl.js';
import ptBR from '../i18n/lang/pt-BR.js';
import ptPT from '../i18n/lang/pt-PT.js';
import ru from '../i18n/lang/ru.js';
import sv from '../i18n/lang/sv.js';
import tr from '../i18n/lang/tr.js';
import uk from '../i18n/lang/uk.js';
import zhHans from '../i18n/lang/zh-Hans.js';
import zhHant from '../i18n/lang/zh-Hant.js';

/**
 * Every language's file, as the page fetches one of them (src/i18n/lang/): imported by name, so
 * that a bundler for a Worker or an edge runtime finds them.
 */
const files: Record<string, LanguageFile> = {
  ar,
  cs,
  da,
  de,
  es,
  fi,
  fr,
  he,
  hi,
  it,
  ja,
  ko,
  nb,
  nl,
  pl,
  'pt-BR': ptBR,
  'pt-PT': ptPT,
  ru,
  sv,
  tr,
  uk,
  'zh-Hans': zhHans,
  'zh-Hant': zhHant,
};

/**
 * `element`'s words in the language a page in `locale` shows it in, over `defaults`, as the
 * element has them once its language's file has come (language-controller.ts): a printed
 * widget is in the words its element takes it over with.
 */
export function printedWords<T extends object>(
  locale: string | undefined,
  element: string,
  defaults?: T,
): Partial<T> {
  const file = files[languageOf(locale) ?? ''];
  return file ? file.over(element, {}, defaults) : {...defaults};
}
