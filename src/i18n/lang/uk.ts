import type {Words} from '../languages.js';
import {languageFile} from '../language-file.js';

/** Ukrainian (українська). */
export const words: Words = {
  'player.play': 'Відтворити відео: {title}',
  'player.playVideo': 'Відтворити відео',
  'player.resume': 'Продовжити з {time}',
  'player.startOver': 'Почати спочатку',
  'player.region': 'Відеопрогравач: {title}',
  'player.loading': 'Завантаження відео…',
  'player.retry': 'Повторити спробу',
  'player.community': 'Спільнота',
  'player.invalidVideoId':
    'Атрибут video-id має бути цілочисельним ідентифікатором відео, наприклад video-id="42"; зараз він дорівнює "{id}".',
  'player.invalidVideo':
    'Властивість video не є придатним записом відео: потрібні цілочисельний ідентифікатор, назва й URL потоку http(s) або файлу MP4.',
  'player.invalidSrc':
    'Атрибут src має бути URL-адресою http(s) списку відтворення HLS (.m3u8) або файлу MP4; зараз він дорівнює "{src}".',
  'player.missingEndpoint':
    'Адресу сервісу (endpoint) не задано. Додайте на сторінку атрибут endpoint або <meta name="video-content-widgets:endpoint" content="…">.',
  'player.offline': 'Немає підключення до інтернету. Підключіться знову, щоб переглянути відео.',
  'player.unexpected': 'Під час показу відео сталася помилка. Повторіть спробу пізніше.',
  'player.playbackErrors.network':
    'Не вдалося завантажити відео. Перевірте підключення й повторіть спробу.',
  'player.playbackErrors.media': 'Не вдалося відтворити відео: схоже, потік пошкоджено.',
  'player.playbackErrors.unsupported': 'Цей браузер не може відтворити це відео.',
  'player.quality': 'Якість',
  'player.auto': 'Автоматично',
  'player.autoPlaying': 'Автоматично ({level})',
  'player.captions': 'Субтитри',
  'player.captionsOff': 'Вимк.',
  'player.captionsTrack': 'Доріжка {number}',
  'player.audio': 'Аудіо',
  'player.playButton': 'Відтворити',
  'player.pause': 'Призупинити',
  'player.seek': 'Шкала відтворення',
  'player.timeOf': '{time} з {duration}',
  'player.mute': 'Вимкнути звук',
  'player.volume': 'Гучність',
  'player.rate': 'Швидкість відтворення',
  'player.rateValue': '{rate}×',
  'player.controlValue': '{label}: {value}',
  'player.pictureInPicture': 'Картинка в картинці',
  'player.remotePlayback': 'Відтворити на іншому екрані',
  'player.fullscreen': 'На весь екран',
  'player.exitFullscreen': 'Вийти з повноекранного режиму',
  'player.skippedBack': {
    one: 'Назад на {seconds} секунду',
    few: 'Назад на {seconds} секунди',
    many: 'Назад на {seconds} секунд',
    other: 'Назад на {seconds} секунди',
  },
  'player.skippedForward': {
    one: 'Уперед на {seconds} секунду',
    few: 'Уперед на {seconds} секунди',
    many: 'Уперед на {seconds} секунд',
    other: 'Уперед на {seconds} секунди',
  },
  'player.shortcuts': 'Гарячі клавіші',
  'player.shortcutPlay': 'Відтворити або призупинити',
  'player.shortcutSeek': {
    one: 'Назад або вперед на {seconds} секунду',
    few: 'Назад або вперед на {seconds} секунди',
    many: 'Назад або вперед на {seconds} секунд',
    other: 'Назад або вперед на {seconds} секунди',
  },
  'player.shortcutVolume': 'Збільшити або зменшити гучність',
  'player.shortcutMute': 'Вимкнути або ввімкнути звук',
  'player.shortcutCaptions': 'Увімкнути або вимкнути субтитри',
  'player.shortcutFullscreen': 'Увімкнути або вимкнути повноекранний режим',
  'player.shortcutHelp': 'Ці гарячі клавіші',
  'player.keySpace': 'Пробіл',
  'player.close': 'Закрити',
  'player.upNext': 'Наступне відео',
  'player.upNextCountdown': 'Почнеться через {seconds} с',
  'player.upNextSpoken': 'Наступне відео: {title}.',
  'player.upNextCountdownSpoken': {
    one: 'Наступне відео: {title}. Почнеться через {seconds} секунду; натисніть Escape, щоб скасувати.',
    few: 'Наступне відео: {title}. Почнеться через {seconds} секунди; натисніть Escape, щоб скасувати.',
    many: 'Наступне відео: {title}. Почнеться через {seconds} секунд; натисніть Escape, щоб скасувати.',
    other:
      'Наступне відео: {title}. Почнеться через {seconds} секунди; натисніть Escape, щоб скасувати.',
  },
  'player.playNext': 'Відтворити зараз',
  'player.cancelNext': 'Скасувати',
  'player.previousVideo': 'Попереднє відео',
  'player.nextVideo': 'Наступне відео',
  'player.captionSize': 'Розмір',
  'player.captionColors': 'Кольори',
  'player.captionColorsDefault': 'За замовчуванням',
  'player.captionColorPresets.white-on-black': 'Білий на чорному',
  'player.captionColorPresets.yellow-on-black': 'Жовтий на чорному',
  'player.captionColorPresets.black-on-white': 'Чорний на білому',
  'carousel.regionLabel': 'Відео: {category}',
  'carousel.regionLabelAll': 'Відео',
  'carousel.roleDescription': 'карусель',
  'carousel.previous': 'Попередні відео',
  'carousel.next': 'Наступні відео',
  'carousel.loading': 'Завантаження відео…',
  'carousel.loaded': 'Завантажено відео: {count}.',
  'carousel.empty': 'У категорії «{category}» ще немає відео.',
  'carousel.emptyAll': 'Відео ще немає.',
  'carousel.retry': 'Повторити спробу',
  'carousel.close': 'Закрити',
  'carousel.community': 'Спільнота',
  'carousel.difficulty': 'Рівень {level}',
  'carousel.sectorLabel': 'Галузь: ',
  'carousel.tagsLabel': 'Теги: ',
  'carousel.untitled': 'Відео без назви {id}',
  'carousel.invalidLimit':
    'Атрибут limit має бути цілим числом від 1 до 1000, наприклад limit="12"; зараз він дорівнює "{limit}".',
  'carousel.missingEndpoint':
    'Адресу сервісу (endpoint) не задано. Додайте на сторінку атрибут endpoint або <meta name="video-content-widgets:endpoint" content="…">.',
  'carousel.offline': 'Немає підключення до інтернету. Підключіться знову, щоб завантажити відео.',
  'carousel.unknownEndpoint':
    'Адреса endpoint не веде до відеосервісу (він відповів 404). Перевірте атрибут endpoint.',
  'carousel.unexpected': 'Під час показу відео сталася помилка. Повторіть спробу пізніше.',
  'carousel.filterLabel': 'Фільтр відео',
  'carousel.filterAll': 'Усі',
  'carousel.filtered': 'Показано відео: {count}.',
  'carousel.noMatch':
    'Жодне з цих відео не стосується теми «{filter}». Виберіть інший фільтр або покажіть усі відео.',
  'carousel.showAll': 'Показати всі відео',
  'carousel.loadMore': 'Завантажити ще відео',
  'carousel.moreShown': 'Додано відео: {count}; показано {shown} з {total}.',
  'transcript.label': 'Розшифровка',
  'transcript.search': 'Пошук у розшифровці',
  'transcript.matches': {
    one: 'Знайдено {count} рядок',
    few: 'Знайдено {count} рядки',
    many: 'Знайдено {count} рядків',
    other: 'Знайдено {count} рядка',
  },
  'transcript.noMatches': 'Нічого не знайдено',
  'transcript.loading': 'Завантаження розшифровки…',
  'transcript.none': 'Це відео не має субтитрів, які можна показати як розшифровку.',
  'transcript.noPlayer':
    'Атрибут for елемента <video-transcript> має бути ідентифікатором елемента <video-player> на цій сторінці (зараз він дорівнює "{id}").',
  'transcript.failed':
    'Не вдалося завантажити розшифровку. Перевірте підключення й перезавантажте сторінку.',
  'errors.auth':
    'Відеосервіс відхилив ключ API. Перевірте атрибут api-key або ключ, заданий на проксі.',
  'errors.not-found': 'У відеосервісі немає такого відео, або адресу endpoint указано неправильно.',
  'errors.rate-limited': 'Відеосервіс отримує забагато запитів. Повторіть спробу за хвилину.',
  'errors.server': 'Відеосервіс зараз має проблеми. Повторіть спробу пізніше.',
  'errors.network':
    'Не вдалося зв’язатися з відеосервісом. Перевірте підключення й адресу endpoint.',
  'errors.timeout': 'Відеосервіс надто довго не відповідав. Повторіть спробу.',
  'errors.bad-response': 'Endpoint відповів не так, як відеосервіс. Перевірте адресу endpoint.',
  'errors.bad-request': 'Відеосервіс відхилив запит. Перевірте атрибути віджета.',
  'errors.origin-not-allowed':
    'Цьому сайту (джерело {origin}) не дозволено користуватися відеосервісом. Додайте {origin} до дозволених джерел проксі (PROXY_ALLOWED_ORIGINS) або розмістіть проксі на цьому сайті.',
  'errors.redirected':
    'Відеосервіс відповів переспрямуванням на іншу адресу; за ним не переходять, щоб ключ API ніколи не потрапив деінде. Укажіть в атрибуті endpoint кінцеву адресу.',
  'errors.unusable-records':
    'Відеосервіс надіслав відео, але жодне не можна показати: у кожного бракує ідентифікатора, назви або URL потоку http(s) чи файлу MP4. Перевірте ці записи у відеосервісі; консоль браузера показує, скільки їх пропущено.',
  'errors.too-large':
    'Відеосервіс надіслав відповідь, значно більшу, ніж потрібно запитаним відео (понад 16 МіБ до відео списку, понад 256 КіБ на одне відео або записи, роздуті понад будь-яке відео); далі її не читають. Перевірте, чи сервіс зважає на параметр limit і надсилає один запис на одне відео.',
  codeUnavailable:
    'Не вдалося завантажити частину цього відеовіджета. Перевірте підключення, а потім перезавантажте сторінку.',
};

export default languageFile(words);
