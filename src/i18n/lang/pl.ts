import type {Words} from '../languages.js';
import {languageFile} from '../language-file.js';

/** Polish (polski). */
export const words: Words = {
  'player.play': 'Odtwórz film: {title}',
  'player.playVideo': 'Odtwórz film',
  'player.resume': 'Wznów od {time}',
  'player.startOver': 'Odtwórz od początku',
  'player.region': 'Odtwarzacz wideo: {title}',
  'player.loading': 'Wczytywanie filmu…',
  'player.retry': 'Spróbuj ponownie',
  'player.community': 'Społeczność',
  'player.invalidVideoId':
    'Atrybut video-id musi być liczbowym identyfikatorem filmu, np. video-id="42"; ma wartość "{id}".',
  'player.invalidVideo':
    'Właściwość video nie jest użytecznym rekordem filmu: potrzebny jest liczbowy identyfikator, tytuł oraz adres URL strumienia http(s) lub pliku MP4.',
  'player.invalidSrc':
    'Atrybut src musi być adresem URL http(s) playlisty HLS (.m3u8) lub pliku MP4; ma wartość "{src}".',
  'player.missingEndpoint':
    'Nie ustawiono punktu końcowego. Dodaj atrybut endpoint albo <meta name="video-content-widgets:endpoint" content="…"> do strony.',
  'player.offline': 'Jesteś offline. Połącz się ponownie z internetem, aby obejrzeć film.',
  'player.unexpected': 'Podczas wyświetlania filmu coś poszło nie tak. Spróbuj ponownie później.',
  'player.playbackErrors.network':
    'Nie udało się pobrać filmu. Sprawdź połączenie i spróbuj ponownie.',
  'player.playbackErrors.media': 'Nie udało się odtworzyć filmu: strumień wygląda na uszkodzony.',
  'player.playbackErrors.unsupported': 'Ta przeglądarka nie może odtworzyć tego filmu.',
  'player.quality': 'Jakość',
  'player.auto': 'Automatycznie',
  'player.autoPlaying': 'Automatycznie ({level})',
  'player.captions': 'Napisy',
  'player.captionsOff': 'Wyłączone',
  'player.captionsTrack': 'Ścieżka {number}',
  'player.audio': 'Dźwięk',
  'player.playButton': 'Odtwórz',
  'player.pause': 'Wstrzymaj',
  'player.seek': 'Pasek postępu',
  'player.timeOf': '{time} z {duration}',
  'player.mute': 'Wycisz',
  'player.volume': 'Głośność',
  'player.rate': 'Szybkość odtwarzania',
  'player.rateValue': '{rate}×',
  'player.controlValue': '{label}: {value}',
  'player.pictureInPicture': 'Obraz w obrazie',
  'player.remotePlayback': 'Odtwórz na innym ekranie',
  'player.fullscreen': 'Pełny ekran',
  'player.exitFullscreen': 'Zamknij pełny ekran',
  'player.skippedBack': {
    one: '{seconds} sekunda wstecz',
    few: '{seconds} sekundy wstecz',
    many: '{seconds} sekund wstecz',
    other: '{seconds} sekundy wstecz',
  },
  'player.skippedForward': {
    one: '{seconds} sekunda do przodu',
    few: '{seconds} sekundy do przodu',
    many: '{seconds} sekund do przodu',
    other: '{seconds} sekundy do przodu',
  },
  'player.shortcuts': 'Skróty klawiszowe',
  'player.shortcutPlay': 'Odtwórz lub wstrzymaj',
  'player.shortcutSeek': {
    one: '{seconds} sekunda wstecz lub do przodu',
    few: '{seconds} sekundy wstecz lub do przodu',
    many: '{seconds} sekund wstecz lub do przodu',
    other: '{seconds} sekundy wstecz lub do przodu',
  },
  'player.shortcutVolume': 'Zwiększ lub zmniejsz głośność',
  'player.shortcutMute': 'Wycisz lub włącz dźwięk',
  'player.shortcutCaptions': 'Włącz lub wyłącz napisy',
  'player.shortcutFullscreen': 'Włącz lub wyłącz pełny ekran',
  'player.shortcutHelp': 'Te skróty',
  'player.keySpace': 'Spacja',
  'player.close': 'Zamknij',
  'player.upNext': 'Następny film',
  'player.upNextCountdown': 'Start za {seconds} s',
  'player.upNextSpoken': 'Następny film: {title}.',
  'player.upNextCountdownSpoken': {
    one: 'Następny film: {title}. Start za {seconds} sekundę; naciśnij Escape, aby anulować.',
    few: 'Następny film: {title}. Start za {seconds} sekundy; naciśnij Escape, aby anulować.',
    many: 'Następny film: {title}. Start za {seconds} sekund; naciśnij Escape, aby anulować.',
    other: 'Następny film: {title}. Start za {seconds} sekundy; naciśnij Escape, aby anulować.',
  },
  'player.playNext': 'Odtwórz teraz',
  'player.cancelNext': 'Anuluj',
  'player.previousVideo': 'Poprzedni film',
  'player.nextVideo': 'Następny film',
  'player.captionSize': 'Rozmiar',
  'player.captionColors': 'Kolory',
  'player.captionColorsDefault': 'Domyślne',
  'player.captionColorPresets.white-on-black': 'Biały na czarnym',
  'player.captionColorPresets.yellow-on-black': 'Żółty na czarnym',
  'player.captionColorPresets.black-on-white': 'Czarny na białym',
  'carousel.regionLabel': 'Filmy: {category}',
  'carousel.regionLabelAll': 'Filmy',
  'carousel.roleDescription': 'karuzela',
  'carousel.previous': 'Poprzednie filmy',
  'carousel.next': 'Następne filmy',
  'carousel.loading': 'Wczytywanie filmów…',
  'carousel.loaded': 'Wczytane filmy: {count}.',
  'carousel.empty': 'W kategorii „{category}” nie ma jeszcze filmów.',
  'carousel.emptyAll': 'Nie ma jeszcze filmów.',
  'carousel.retry': 'Spróbuj ponownie',
  'carousel.close': 'Zamknij',
  'carousel.community': 'Społeczność',
  'carousel.difficulty': 'Poziom {level}',
  'carousel.sectorLabel': 'Sektor: ',
  'carousel.tagsLabel': 'Tagi: ',
  'carousel.untitled': 'Film bez tytułu {id}',
  'carousel.invalidLimit':
    'Atrybut limit musi być liczbą całkowitą od 1 do 1000, np. limit="12"; ma wartość "{limit}".',
  'carousel.missingEndpoint':
    'Nie ustawiono punktu końcowego. Dodaj atrybut endpoint albo <meta name="video-content-widgets:endpoint" content="…"> do strony.',
  'carousel.offline': 'Jesteś offline. Połącz się ponownie z internetem, aby wczytać filmy.',
  'carousel.unknownEndpoint':
    'Adres punktu końcowego nie prowadzi do usługi wideo (odpowiedziała 404). Sprawdź atrybut endpoint.',
  'carousel.unexpected':
    'Podczas wyświetlania filmów coś poszło nie tak. Spróbuj ponownie później.',
  'carousel.filterLabel': 'Filtruj filmy',
  'carousel.filterAll': 'Wszystkie',
  'carousel.filtered': 'Wyświetlane filmy: {count}.',
  'carousel.noMatch':
    'Żaden z tych filmów nie dotyczy tematu „{filter}”. Wybierz inny filtr lub pokaż wszystkie filmy.',
  'carousel.showAll': 'Pokaż wszystkie filmy',
  'carousel.loadMore': 'Wczytaj więcej filmów',
  'carousel.moreShown': 'Dodane filmy: {count}; wyświetlane: {shown} z {total}.',
  'transcript.label': 'Transkrypcja',
  'transcript.search': 'Szukaj w transkrypcji',
  'transcript.matches': {
    one: 'Pasuje {count} wiersz',
    few: 'Pasują {count} wiersze',
    many: 'Pasuje {count} wierszy',
    other: 'Pasuje {count} wiersza',
  },
  'transcript.noMatches': 'Żaden wiersz nie pasuje',
  'transcript.loading': 'Wczytywanie transkrypcji…',
  'transcript.none': 'Ten film nie ma napisów, które można pokazać jako transkrypcję.',
  'transcript.noPlayer':
    'Atrybut for elementu <video-transcript> musi być identyfikatorem elementu <video-player> na tej stronie (ma wartość "{id}").',
  'transcript.failed': 'Nie udało się wczytać transkrypcji. Sprawdź połączenie i odśwież stronę.',
  'errors.auth':
    'Usługa wideo odrzuciła klucz API. Sprawdź atrybut api-key lub klucz skonfigurowany w proxy.',
  'errors.not-found': 'Usługa wideo nie ma takiego filmu albo adres punktu końcowego jest błędny.',
  'errors.rate-limited': 'Usługa wideo otrzymuje zbyt wiele żądań. Spróbuj ponownie za chwilę.',
  'errors.server': 'Usługa wideo ma obecnie problemy. Spróbuj ponownie później.',
  'errors.network':
    'Nie udało się połączyć z usługą wideo. Sprawdź połączenie i adres punktu końcowego.',
  'errors.timeout': 'Usługa wideo zbyt długo nie odpowiadała. Spróbuj ponownie.',
  'errors.bad-response':
    'Punkt końcowy nie odpowiedział jak usługa wideo. Sprawdź adres punktu końcowego.',
  'errors.bad-request': 'Usługa wideo odrzuciła żądanie. Sprawdź atrybuty widżetu.',
  'errors.origin-not-allowed':
    'Ta witryna (źródło {origin}) nie może korzystać z usługi wideo. Dodaj {origin} do dozwolonych źródeł proxy (PROXY_ALLOWED_ORIGINS) albo udostępnij proxy z tej witryny.',
  'errors.redirected':
    'Usługa wideo odpowiedziała przekierowaniem na inny adres, które nie jest wykonywane, aby klucz API nigdy nie trafił gdzie indziej. Ustaw w atrybucie endpoint adres docelowy.',
  'errors.unusable-records':
    'Usługa wideo przysłała filmy, ale żadnego nie można pokazać: każdemu brakuje identyfikatora, tytułu albo adresu URL strumienia http(s) lub pliku MP4. Sprawdź te rekordy w usłudze wideo; konsola przeglądarki podaje, ile pominięto.',
  'errors.too-large':
    'Usługa wideo przysłała odpowiedź znacznie większą, niż potrzebują żądane filmy (ponad 16 MiB przed filmami listy, ponad 256 KiB dla jednego filmu albo rekordy rozdęte ponad jakikolwiek film); nie jest ona dalej czytana. Sprawdź, czy usługa przestrzega parametru limit i wysyła jeden rekord na film.',
  codeUnavailable:
    'Nie udało się pobrać części tego widżetu wideo. Sprawdź połączenie, a potem odśwież stronę.',
};

export default languageFile(words);
