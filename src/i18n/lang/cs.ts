import type {Words} from '../languages.js';
import {languageFile} from '../language-file.js';

/** Czech (čeština). */
export const words: Words = {
  'player.play': 'Přehrát video: {title}',
  'player.playVideo': 'Přehrát video',
  'player.resume': 'Pokračovat od {time}',
  'player.startOver': 'Přehrát od začátku',
  'player.region': 'Přehrávač videa: {title}',
  'player.loading': 'Načítání videa…',
  'player.retry': 'Zkusit znovu',
  'player.community': 'Komunita',
  'player.invalidVideoId':
    'Atribut video-id musí být celočíselné ID videa, například video-id="42"; je "{id}".',
  'player.invalidVideo':
    'Vlastnost video není použitelný záznam videa: potřebuje celočíselné ID, název a URL streamu http(s) nebo souboru MP4.',
  'player.invalidSrc':
    'Atribut src musí být URL http(s) playlistu HLS (.m3u8) nebo souboru MP4; je "{src}".',
  'player.missingEndpoint':
    'Není nastaven žádný koncový bod. Přidejte na stránku atribut endpoint nebo <meta name="video-content-widgets:endpoint" content="…">.',
  'player.offline': 'Jste offline. Chcete-li video sledovat, znovu se připojte k internetu.',
  'player.unexpected': 'Při zobrazování videa se něco pokazilo. Zkuste to později.',
  'player.playbackErrors.network':
    'Video se nepodařilo stáhnout. Zkontrolujte připojení a zkuste to znovu.',
  'player.playbackErrors.media': 'Video se nepodařilo přehrát: stream je zřejmě poškozený.',
  'player.playbackErrors.unsupported': 'Tento prohlížeč nedokáže toto video přehrát.',
  'player.quality': 'Kvalita',
  'player.auto': 'Automaticky',
  'player.autoPlaying': 'Automaticky ({level})',
  'player.captions': 'Titulky',
  'player.captionsOff': 'Vypnuto',
  'player.captionsTrack': 'Stopa {number}',
  'player.audio': 'Zvuk',
  'player.playButton': 'Přehrát',
  'player.pause': 'Pozastavit',
  'player.seek': 'Posuvník přehrávání',
  'player.timeOf': '{time} z {duration}',
  'player.mute': 'Ztlumit',
  'player.volume': 'Hlasitost',
  'player.rate': 'Rychlost přehrávání',
  'player.rateValue': '{rate}×',
  'player.controlValue': '{label}: {value}',
  'player.pictureInPicture': 'Obraz v obraze',
  'player.remotePlayback': 'Přehrát na jiné obrazovce',
  'player.fullscreen': 'Celá obrazovka',
  'player.exitFullscreen': 'Ukončit režim celé obrazovky',
  'player.skippedBack': {
    one: 'Zpět o {seconds} sekundu',
    few: 'Zpět o {seconds} sekundy',
    many: 'Zpět o {seconds} sekundy',
    other: 'Zpět o {seconds} sekund',
  },
  'player.skippedForward': {
    one: 'Vpřed o {seconds} sekundu',
    few: 'Vpřed o {seconds} sekundy',
    many: 'Vpřed o {seconds} sekundy',
    other: 'Vpřed o {seconds} sekund',
  },
  'player.shortcuts': 'Klávesové zkratky',
  'player.shortcutPlay': 'Přehrát nebo pozastavit',
  'player.shortcutSeek': {
    one: 'Zpět nebo vpřed o {seconds} sekundu',
    few: 'Zpět nebo vpřed o {seconds} sekundy',
    many: 'Zpět nebo vpřed o {seconds} sekundy',
    other: 'Zpět nebo vpřed o {seconds} sekund',
  },
  'player.shortcutVolume': 'Zvýšit nebo snížit hlasitost',
  'player.shortcutMute': 'Ztlumit nebo zrušit ztlumení',
  'player.shortcutCaptions': 'Zapnout nebo vypnout titulky',
  'player.shortcutFullscreen': 'Zapnout nebo vypnout režim celé obrazovky',
  'player.shortcutHelp': 'Tyto zkratky',
  'player.keySpace': 'Mezerník',
  'player.close': 'Zavřít',
  'player.upNext': 'Další video',
  'player.upNextCountdown': 'Spustí se za {seconds} s',
  'player.upNextSpoken': 'Další video: {title}.',
  'player.upNextCountdownSpoken': {
    one: 'Další video: {title}. Spustí se za {seconds} sekundu; zrušíte klávesou Escape.',
    few: 'Další video: {title}. Spustí se za {seconds} sekundy; zrušíte klávesou Escape.',
    many: 'Další video: {title}. Spustí se za {seconds} sekundy; zrušíte klávesou Escape.',
    other: 'Další video: {title}. Spustí se za {seconds} sekund; zrušíte klávesou Escape.',
  },
  'player.playNext': 'Přehrát hned',
  'player.cancelNext': 'Zrušit',
  'player.previousVideo': 'Předchozí video',
  'player.nextVideo': 'Další video',
  'player.captionSize': 'Velikost',
  'player.captionColors': 'Barvy',
  'player.captionColorsDefault': 'Výchozí',
  'player.captionColorPresets.white-on-black': 'Bílá na černé',
  'player.captionColorPresets.yellow-on-black': 'Žlutá na černé',
  'player.captionColorPresets.black-on-white': 'Černá na bílé',
  'carousel.regionLabel': 'Videa: {category}',
  'carousel.regionLabelAll': 'Videa',
  'carousel.roleDescription': 'karusel',
  'carousel.previous': 'Předchozí videa',
  'carousel.next': 'Další videa',
  'carousel.loading': 'Načítání videí…',
  'carousel.loaded': 'Načtená videa: {count}.',
  'carousel.empty': 'V kategorii „{category}“ zatím nejsou žádná videa.',
  'carousel.emptyAll': 'Zatím tu nejsou žádná videa.',
  'carousel.retry': 'Zkusit znovu',
  'carousel.close': 'Zavřít',
  'carousel.community': 'Komunita',
  'carousel.difficulty': 'Úroveň {level}',
  'carousel.sectorLabel': 'Sektor: ',
  'carousel.tagsLabel': 'Štítky: ',
  'carousel.untitled': 'Video bez názvu {id}',
  'carousel.invalidLimit':
    'Atribut limit musí být celé číslo od 1 do 1000, například limit="12"; je "{limit}".',
  'carousel.missingEndpoint':
    'Není nastaven žádný koncový bod. Přidejte na stránku atribut endpoint nebo <meta name="video-content-widgets:endpoint" content="…">.',
  'carousel.offline': 'Jste offline. Chcete-li načíst videa, znovu se připojte k internetu.',
  'carousel.unknownEndpoint':
    'Adresa koncového bodu nevede ke službě videí (odpověděla 404). Zkontrolujte atribut endpoint.',
  'carousel.unexpected': 'Při zobrazování videí se něco pokazilo. Zkuste to později.',
  'carousel.filterLabel': 'Filtrovat videa',
  'carousel.filterAll': 'Vše',
  'carousel.filtered': 'Zobrazená videa: {count}.',
  'carousel.noMatch':
    'Žádné z těchto videí není o tématu „{filter}“. Zvolte jiný filtr nebo zobrazte všechna videa.',
  'carousel.showAll': 'Zobrazit všechna videa',
  'carousel.loadMore': 'Načíst další videa',
  'carousel.moreShown': 'Přidaná videa: {count}; zobrazeno {shown} z {total}.',
  'transcript.label': 'Přepis',
  'transcript.search': 'Hledat v přepisu',
  'transcript.matches': {
    one: 'Odpovídá {count} řádek',
    few: 'Odpovídají {count} řádky',
    many: 'Odpovídá {count} řádku',
    other: 'Odpovídá {count} řádků',
  },
  'transcript.noMatches': 'Žádný řádek neodpovídá',
  'transcript.loading': 'Načítání přepisu…',
  'transcript.none': 'Toto video nemá titulky, které by šlo zobrazit jako přepis.',
  'transcript.noPlayer':
    'Atribut for prvku <video-transcript> musí být ID prvku <video-player> na této stránce (je "{id}").',
  'transcript.failed':
    'Přepis se nepodařilo načíst. Zkontrolujte připojení a načtěte stránku znovu.',
  'errors.auth':
    'Služba videí odmítla klíč API. Zkontrolujte atribut api-key nebo klíč nastavený na proxy.',
  'errors.not-found': 'Služba videí takové video nemá, nebo je adresa koncového bodu chybná.',
  'errors.rate-limited': 'Služba videí dostává příliš mnoho požadavků. Zkuste to za chvíli znovu.',
  'errors.server': 'Služba videí má právě potíže. Zkuste to později.',
  'errors.network':
    'Službu videí se nepodařilo kontaktovat. Zkontrolujte připojení a adresu koncového bodu.',
  'errors.timeout': 'Služba videí odpovídala příliš dlouho. Zkuste to znovu.',
  'errors.bad-response':
    'Koncový bod neodpověděl jako služba videí. Zkontrolujte adresu koncového bodu.',
  'errors.bad-request': 'Služba videí požadavek odmítla. Zkontrolujte atributy widgetu.',
  'errors.origin-not-allowed':
    'Tento web (původ {origin}) nesmí službu videí používat. Přidejte {origin} mezi povolené původy proxy (PROXY_ALLOWED_ORIGINS), nebo proxy provozujte z tohoto webu.',
  'errors.redirected':
    'Služba videí odpověděla přesměrováním na jinou adresu, které se nenásleduje, aby klíč API nikdy neodešel jinam. Nastavte atribut endpoint na konečnou adresu.',
  'errors.unusable-records':
    'Služba videí poslala videa, ale žádné nelze zobrazit: každému chybí ID, název nebo URL streamu http(s) či souboru MP4. Zkontrolujte tyto záznamy ve službě videí; konzole prohlížeče uvádí, kolik jich bylo vynecháno.',
  'errors.too-large':
    'Služba videí poslala mnohem větší odpověď, než požadovaná videa potřebují (přes 16 MiB před videi seznamu, přes 256 KiB pro jedno video nebo záznamy nafouknuté nad rámec jakéhokoli videa); dál se nečte. Zkontrolujte, že služba dodržuje parametr limit a posílá jeden záznam na video.',
  codeUnavailable:
    'Část tohoto video widgetu se nepodařilo stáhnout. Zkontrolujte připojení a pak stránku načtěte znovu.',
};

export default languageFile(words);
