import type {Words} from '../languages.js';
import {languageFile} from '../language-file.js';

/** Russian (русский). */
export const words: Words = {
  'player.play': 'Смотреть видео: {title}',
  'player.playVideo': 'Смотреть видео',
  'player.resume': 'Продолжить с {time}',
  'player.startOver': 'Смотреть с начала',
  'player.region': 'Видеоплеер: {title}',
  'player.loading': 'Загрузка видео…',
  'player.retry': 'Повторить',
  'player.community': 'Сообщество',
  'player.invalidVideoId':
    'Атрибут video-id должен быть целочисленным идентификатором видео, например video-id="42"; сейчас он равен "{id}".',
  'player.invalidVideo':
    'Свойство video не является пригодной записью о видео: нужны целочисленный идентификатор, название и URL потока http(s) или файла MP4.',
  'player.invalidSrc':
    'Атрибут src должен быть URL-адресом http(s) плейлиста HLS (.m3u8) или файла MP4; сейчас он равен "{src}".',
  'player.missingEndpoint':
    'Адрес сервиса (endpoint) не задан. Добавьте атрибут endpoint или <meta name="video-content-widgets:endpoint" content="…"> на страницу.',
  'player.offline': 'Нет подключения к интернету. Подключитесь снова, чтобы посмотреть видео.',
  'player.unexpected': 'При показе видео что-то пошло не так. Повторите попытку позже.',
  'player.playbackErrors.network':
    'Не удалось загрузить видео. Проверьте подключение и повторите попытку.',
  'player.playbackErrors.media': 'Не удалось воспроизвести видео: поток, похоже, повреждён.',
  'player.playbackErrors.unsupported': 'Этот браузер не может воспроизвести это видео.',
  'player.quality': 'Качество',
  'player.auto': 'Автонастройка',
  'player.autoPlaying': 'Автонастройка ({level})',
  'player.captions': 'Субтитры',
  'player.captionsOff': 'Выкл.',
  'player.captionsTrack': 'Дорожка {number}',
  'player.audio': 'Аудио',
  'player.playButton': 'Воспроизвести',
  'player.pause': 'Пауза',
  'player.seek': 'Шкала воспроизведения',
  'player.timeOf': '{time} из {duration}',
  'player.mute': 'Отключить звук',
  'player.volume': 'Громкость',
  'player.rate': 'Скорость воспроизведения',
  'player.rateValue': '{rate}×',
  'player.controlValue': '{label}: {value}',
  'player.pictureInPicture': 'Картинка в картинке',
  'player.remotePlayback': 'Воспроизвести на другом экране',
  'player.fullscreen': 'Во весь экран',
  'player.exitFullscreen': 'Выйти из полноэкранного режима',
  'player.skippedBack': {
    one: 'Назад на {seconds} секунду',
    few: 'Назад на {seconds} секунды',
    many: 'Назад на {seconds} секунд',
    other: 'Назад на {seconds} секунды',
  },
  'player.skippedForward': {
    one: 'Вперёд на {seconds} секунду',
    few: 'Вперёд на {seconds} секунды',
    many: 'Вперёд на {seconds} секунд',
    other: 'Вперёд на {seconds} секунды',
  },
  'player.shortcuts': 'Быстрые клавиши',
  'player.shortcutPlay': 'Воспроизведение или пауза',
  'player.shortcutSeek': {
    one: 'Назад или вперёд на {seconds} секунду',
    few: 'Назад или вперёд на {seconds} секунды',
    many: 'Назад или вперёд на {seconds} секунд',
    other: 'Назад или вперёд на {seconds} секунды',
  },
  'player.shortcutVolume': 'Увеличить или уменьшить громкость',
  'player.shortcutMute': 'Отключить или включить звук',
  'player.shortcutCaptions': 'Включить или отключить субтитры',
  'player.shortcutFullscreen': 'Включить или выключить полноэкранный режим',
  'player.shortcutHelp': 'Эти быстрые клавиши',
  'player.keySpace': 'Пробел',
  'player.close': 'Закрыть',
  'player.upNext': 'Следующее видео',
  'player.upNextCountdown': 'Начнётся через {seconds} с',
  'player.upNextSpoken': 'Следующее видео: {title}.',
  'player.upNextCountdownSpoken': {
    one: 'Следующее видео: {title}. Начнётся через {seconds} секунду; нажмите Escape, чтобы отменить.',
    few: 'Следующее видео: {title}. Начнётся через {seconds} секунды; нажмите Escape, чтобы отменить.',
    many: 'Следующее видео: {title}. Начнётся через {seconds} секунд; нажмите Escape, чтобы отменить.',
    other:
      'Следующее видео: {title}. Начнётся через {seconds} секунды; нажмите Escape, чтобы отменить.',
  },
  'player.playNext': 'Смотреть сейчас',
  'player.cancelNext': 'Отмена',
  'player.previousVideo': 'Предыдущее видео',
  'player.nextVideo': 'Следующее видео',
  'player.captionSize': 'Размер',
  'player.captionColors': 'Цвета',
  'player.captionColorsDefault': 'По умолчанию',
  'player.captionColorPresets.white-on-black': 'Белый на чёрном',
  'player.captionColorPresets.yellow-on-black': 'Жёлтый на чёрном',
  'player.captionColorPresets.black-on-white': 'Чёрный на белом',
  'carousel.regionLabel': 'Видео: {category}',
  'carousel.regionLabelAll': 'Видео',
  'carousel.roleDescription': 'карусель',
  'carousel.previous': 'Предыдущие видео',
  'carousel.next': 'Следующие видео',
  'carousel.loading': 'Загрузка видео…',
  'carousel.loaded': 'Загружено видео: {count}.',
  'carousel.empty': 'В категории «{category}» пока нет видео.',
  'carousel.emptyAll': 'Видео пока нет.',
  'carousel.retry': 'Повторить',
  'carousel.close': 'Закрыть',
  'carousel.community': 'Сообщество',
  'carousel.difficulty': 'Уровень {level}',
  'carousel.sectorLabel': 'Отрасль: ',
  'carousel.tagsLabel': 'Теги: ',
  'carousel.untitled': 'Видео без названия {id}',
  'carousel.invalidLimit':
    'Атрибут limit должен быть целым числом от 1 до 1000, например limit="12"; сейчас он равен "{limit}".',
  'carousel.missingEndpoint':
    'Адрес сервиса (endpoint) не задан. Добавьте атрибут endpoint или <meta name="video-content-widgets:endpoint" content="…"> на страницу.',
  'carousel.offline': 'Нет подключения к интернету. Подключитесь снова, чтобы загрузить видео.',
  'carousel.unknownEndpoint':
    'Адрес endpoint не ведёт к видеосервису (он ответил 404). Проверьте атрибут endpoint.',
  'carousel.unexpected': 'При показе видео что-то пошло не так. Повторите попытку позже.',
  'carousel.filterLabel': 'Фильтр видео',
  'carousel.filterAll': 'Все',
  'carousel.filtered': 'Показано видео: {count}.',
  'carousel.noMatch':
    'Ни одно из этих видео не относится к теме «{filter}». Выберите другой фильтр или покажите все видео.',
  'carousel.showAll': 'Показать все видео',
  'carousel.loadMore': 'Загрузить ещё видео',
  'carousel.moreShown': 'Добавлено видео: {count}; показано {shown} из {total}.',
  'transcript.label': 'Расшифровка',
  'transcript.search': 'Поиск по расшифровке',
  'transcript.matches': {
    one: 'Найдена {count} строка',
    few: 'Найдены {count} строки',
    many: 'Найдено {count} строк',
    other: 'Найдено {count} строки',
  },
  'transcript.noMatches': 'Ничего не найдено',
  'transcript.loading': 'Загрузка расшифровки…',
  'transcript.none': 'У этого видео нет субтитров, которые можно показать как расшифровку.',
  'transcript.noPlayer':
    'Атрибут for элемента <video-transcript> должен быть идентификатором элемента <video-player> на этой странице (сейчас он равен "{id}").',
  'transcript.failed':
    'Не удалось загрузить расшифровку. Проверьте подключение и перезагрузите страницу.',
  'errors.auth':
    'Видеосервис отклонил ключ API. Проверьте атрибут api-key или ключ, заданный на прокси.',
  'errors.not-found': 'В видеосервисе нет такого видео, или адрес endpoint указан неверно.',
  'errors.rate-limited':
    'Видеосервис получает слишком много запросов. Повторите попытку через минуту.',
  'errors.server': 'У видеосервиса сейчас неполадки. Повторите попытку позже.',
  'errors.network': 'Не удалось связаться с видеосервисом. Проверьте подключение и адрес endpoint.',
  'errors.timeout': 'Видеосервис слишком долго не отвечал. Повторите попытку.',
  'errors.bad-response': 'Endpoint ответил не так, как видеосервис. Проверьте адрес endpoint.',
  'errors.bad-request': 'Видеосервис отклонил запрос. Проверьте атрибуты виджета.',
  'errors.origin-not-allowed':
    'Этому сайту (источник {origin}) не разрешено пользоваться видеосервисом. Добавьте {origin} в разрешённые источники прокси (PROXY_ALLOWED_ORIGINS) или разместите прокси на этом сайте.',
  'errors.redirected':
    'Видеосервис ответил перенаправлением на другой адрес; по нему не переходят, чтобы ключ API никогда не попал в другое место. Укажите в атрибуте endpoint конечный адрес.',
  'errors.unusable-records':
    'Видеосервис прислал видео, но ни одно нельзя показать: у каждого нет идентификатора, названия или URL потока http(s) или файла MP4. Проверьте эти записи в видеосервисе; в консоли браузера указано, сколько их пропущено.',
  'errors.too-large':
    'Видеосервис прислал ответ гораздо больше, чем нужно запрошенным видео (более 16 МиБ до видео списка, более 256 КиБ на одно видео или записи, раздутые сверх любого видео); дальше он не читается. Проверьте, что сервис учитывает параметр limit и присылает одну запись на одно видео.',
  codeUnavailable:
    'Не удалось загрузить часть этого видеовиджета. Проверьте подключение и перезагрузите страницу.',
};

export default languageFile(words);
