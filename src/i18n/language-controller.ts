import type {ReactiveController, ReactiveControllerHost} from 'lit';
import {localeOf} from '../internal/locale-of.js';
import {languageOf, type LanguageFile} from './languages.js';

const following = new Set<LanguageController>();
let observer: MutationObserver | undefined;

/**
 * The words of an element in its language: the `lang` of its nearest ancestor (across shadow
 * roots), else the page's, read as it connects and again when any `lang` of the page changes
 * (one observer a page, for every element). A language's file is fetched as the first element in
 * it connects, beside the element's own first chunk; the element updates when it comes, in
 * English (built in) until then.
 */
export class LanguageController implements ReactiveController {
  /** The language whose words the element has (`undefined`: English, built in). */
  language?: string;
  /** The locale and the language read last; `null` before the first read. */
  private _locale?: string | null = null;
  private _read?: string;
  private _file?: LanguageFile;
  private _kept?: {given: string; words: object};
  private _arrival: Promise<unknown> = Promise.resolve();

  constructor(
    private readonly _host: ReactiveControllerHost & Element,
    private readonly _element: string,
  ) {
    _host.addController(this);
  }

  hostConnected(): void {
    following.add(this);
    if (!observer) {
      observer = new MutationObserver(() => following.forEach((language) => language.read()));
      observer.observe(document, {attributeFilter: ['lang'], subtree: true});
    }
    this.read();
  }

  hostDisconnected(): void {
    following.delete(this);
  }

  /** Reads the element's `lang`: a new one updates it (dates too), a new language fetches its file. */
  read(): void {
    const locale = localeOf(this._host);
    if (locale === this._locale) return;
    this._locale = locale;
    this._host.requestUpdate();
    const language = languageOf(locale);
    if (language === this._read) return;
    this._read = language;
    this.language = this._file = undefined;
    if (language) {
      this._arrival = import(`./lang/${language}.js`).then(
        (file: {default: LanguageFile}) => {
          if (this._read !== language) return;
          this.language = language;
          this._file = file.default;
          this._host.requestUpdate();
        },
        () => {}, // The file did not come: the words stay English.
      );
    }
  }

  /** Whether the element's language has a file whose words have not come (yet, or at all). */
  get pending(): boolean {
    return !!this._read && !this._file;
  }

  /** Settles once the file of the element's language last asked for has come, or failed to. */
  get arrival(): Promise<unknown> {
    return this._arrival;
  }

  /**
   * As `over`, the same object again while the words and the language are the same (a framework
   * may pass a new object of the same words each render): what was shown with them is kept.
   */
  kept<T extends object>(strings: Partial<T>, defaults: T): T {
    const given = JSON.stringify(strings) + this.language;
    if (this._kept?.given !== given) this._kept = {given, words: this.over(strings, defaults)};
    return this._kept.words as T;
  }

  /** The author's `strings` over the element's words in its language over `defaults`, word by word. */
  over<T extends object>(strings: Partial<T>, defaults?: T): Partial<T> {
    if (this._file) return this._file.over(this._element, strings, defaults);
    return defaults ? {...defaults, ...strings} : strings;
  }
}
