import type {Words} from '../languages.js';
import {languageFile} from '../language-file.js';

/** Dutch (Nederlands). */
export const words: Words = {
  'player.play': 'Video afspelen: {title}',
  'player.playVideo': 'Video afspelen',
  'player.resume': 'Hervatten vanaf {time}',
  'player.startOver': 'Opnieuw beginnen',
  'player.region': 'Videospeler: {title}',
  'player.loading': 'Video laden…',
  'player.retry': 'Opnieuw proberen',
  'player.community': 'Community',
  'player.invalidVideoId':
    'Het attribuut video-id moet het gehele getal-ID van een video zijn, zoals video-id="42"; het is "{id}".',
  'player.invalidVideo':
    'De eigenschap video is geen bruikbaar videorecord: er zijn een geheel getal als ID, een titel en een http(s)-stream- of MP4-URL nodig.',
  'player.invalidSrc':
    'Het attribuut src moet de http(s)-URL van een HLS-playlist (.m3u8) of een MP4-bestand zijn; het is "{src}".',
  'player.missingEndpoint':
    'Er is geen endpoint ingesteld. Voeg een endpoint-attribuut of <meta name="video-content-widgets:endpoint" content="…"> toe aan de pagina.',
  'player.offline':
    'Je bent offline. Maak opnieuw verbinding met internet om de video te bekijken.',
  'player.unexpected': 'Er ging iets mis bij het tonen van de video. Probeer het later opnieuw.',
  'player.playbackErrors.network':
    'De video kan niet worden gedownload. Controleer je verbinding en probeer het opnieuw.',
  'player.playbackErrors.media': 'De video kan niet worden afgespeeld: de stream lijkt beschadigd.',
  'player.playbackErrors.unsupported': 'Deze browser kan deze video niet afspelen.',
  'player.quality': 'Kwaliteit',
  'player.auto': 'Automatisch',
  'player.autoPlaying': 'Automatisch ({level})',
  'player.captions': 'Ondertiteling',
  'player.captionsOff': 'Uit',
  'player.captionsTrack': 'Track {number}',
  'player.audio': 'Audio',
  'player.playButton': 'Afspelen',
  'player.pause': 'Pauzeren',
  'player.seek': 'Voortgangsbalk',
  'player.timeOf': '{time} van {duration}',
  'player.mute': 'Geluid uit',
  'player.volume': 'Volume',
  'player.rate': 'Afspeelsnelheid',
  'player.rateValue': '{rate}×',
  'player.controlValue': '{label}: {value}',
  'player.pictureInPicture': 'Beeld-in-beeld',
  'player.remotePlayback': 'Afspelen op een ander scherm',
  'player.fullscreen': 'Volledig scherm',
  'player.exitFullscreen': 'Volledig scherm sluiten',
  'player.skippedBack': {
    one: '{seconds} seconde terug',
    other: '{seconds} seconden terug',
  },
  'player.skippedForward': {
    one: '{seconds} seconde vooruit',
    other: '{seconds} seconden vooruit',
  },
  'player.shortcuts': 'Sneltoetsen',
  'player.shortcutPlay': 'Afspelen of pauzeren',
  'player.shortcutSeek': {
    one: '{seconds} seconde terug of vooruit',
    other: '{seconds} seconden terug of vooruit',
  },
  'player.shortcutVolume': 'Volume omhoog of omlaag',
  'player.shortcutMute': 'Geluid uit of aan',
  'player.shortcutCaptions': 'Ondertiteling aan of uit',
  'player.shortcutFullscreen': 'Volledig scherm aan of uit',
  'player.shortcutHelp': 'Deze sneltoetsen',
  'player.keySpace': 'Spatiebalk',
  'player.close': 'Sluiten',
  'player.upNext': 'Volgende',
  'player.upNextCountdown': 'Start over {seconds} s',
  'player.upNextSpoken': 'Volgende: {title}.',
  'player.upNextCountdownSpoken': {
    one: 'Volgende: {title}. Start over {seconds} seconde; druk op Escape om te annuleren.',
    other: 'Volgende: {title}. Start over {seconds} seconden; druk op Escape om te annuleren.',
  },
  'player.playNext': 'Nu afspelen',
  'player.cancelNext': 'Annuleren',
  'player.previousVideo': 'Vorige video',
  'player.nextVideo': 'Volgende video',
  'player.captionSize': 'Grootte',
  'player.captionColors': 'Kleuren',
  'player.captionColorsDefault': 'Standaard',
  'player.captionColorPresets.white-on-black': 'Wit op zwart',
  'player.captionColorPresets.yellow-on-black': 'Geel op zwart',
  'player.captionColorPresets.black-on-white': 'Zwart op wit',
  'carousel.regionLabel': "Video's: {category}",
  'carousel.regionLabelAll': "Video's",
  'carousel.roleDescription': 'carrousel',
  'carousel.previous': "Vorige video's",
  'carousel.next': "Volgende video's",
  'carousel.loading': "Video's laden…",
  'carousel.loaded': "Video's geladen: {count}.",
  'carousel.empty': "Er zijn nog geen video's in de categorie ‘{category}’.",
  'carousel.emptyAll': "Er zijn nog geen video's.",
  'carousel.retry': 'Opnieuw proberen',
  'carousel.close': 'Sluiten',
  'carousel.community': 'Community',
  'carousel.difficulty': 'Niveau {level}',
  'carousel.sectorLabel': 'Sector: ',
  'carousel.tagsLabel': 'Tags: ',
  'carousel.untitled': 'Video zonder titel {id}',
  'carousel.invalidLimit':
    'Het attribuut limit moet een geheel getal van 1 tot 1000 zijn, zoals limit="12"; het is "{limit}".',
  'carousel.missingEndpoint':
    'Er is geen endpoint ingesteld. Voeg een endpoint-attribuut of <meta name="video-content-widgets:endpoint" content="…"> toe aan de pagina.',
  'carousel.offline':
    "Je bent offline. Maak opnieuw verbinding met internet om de video's te laden.",
  'carousel.unknownEndpoint':
    'Het adres van het endpoint leidt niet naar de videodienst (die antwoordde 404). Controleer het attribuut endpoint.',
  'carousel.unexpected':
    "Er ging iets mis bij het tonen van de video's. Probeer het later opnieuw.",
  'carousel.filterLabel': "Video's filteren",
  'carousel.filterAll': 'Alle',
  'carousel.filtered': "Getoonde video's: {count}.",
  'carousel.noMatch':
    "Geen van deze video's gaat over ‘{filter}’. Kies een ander filter of toon alle video's.",
  'carousel.showAll': "Alle video's tonen",
  'carousel.loadMore': "Meer video's laden",
  'carousel.moreShown': "Video's toegevoegd: {count}; {shown} van {total} getoond.",
  'transcript.label': 'Transcript',
  'transcript.search': 'Transcript doorzoeken',
  'transcript.matches': {
    one: '{count} regel gevonden',
    other: '{count} regels gevonden',
  },
  'transcript.noMatches': 'Geen regels gevonden',
  'transcript.loading': 'Transcript laden…',
  'transcript.none': 'Deze video heeft geen ondertiteling om als transcript te tonen.',
  'transcript.noPlayer':
    'Het attribuut for van <video-transcript> moet het ID van een <video-player> op deze pagina zijn (het is "{id}").',
  'transcript.failed':
    'Het transcript kan niet worden geladen. Controleer de verbinding en laad de pagina opnieuw.',
  'errors.auth':
    'De videodienst heeft de API-sleutel geweigerd. Controleer het attribuut api-key of de sleutel die in de proxy is ingesteld.',
  'errors.not-found':
    'De videodienst heeft deze video niet, of het adres van het endpoint klopt niet.',
  'errors.rate-limited': 'De videodienst krijgt te veel verzoeken. Probeer het zo opnieuw.',
  'errors.server': 'De videodienst heeft op dit moment problemen. Probeer het later opnieuw.',
  'errors.network':
    'De videodienst is niet bereikbaar. Controleer de verbinding en het adres van het endpoint.',
  'errors.timeout': 'De videodienst deed er te lang over om te antwoorden. Probeer het opnieuw.',
  'errors.bad-response':
    'Het endpoint antwoordde niet zoals de videodienst. Controleer het adres van het endpoint.',
  'errors.bad-request':
    'De videodienst heeft het verzoek geweigerd. Controleer de attributen van de widget.',
  'errors.origin-not-allowed':
    'Deze site (origin {origin}) mag de videodienst niet gebruiken. Voeg {origin} toe aan de toegestane origins van de proxy (PROXY_ALLOWED_ORIGINS), of bied de proxy aan vanaf deze site.',
  'errors.redirected':
    'De videodienst antwoordde met een doorverwijzing naar een ander adres. Die wordt niet gevolgd, zodat de API-sleutel nooit ergens anders heen gaat. Stel het attribuut endpoint in op het uiteindelijke adres.',
  'errors.unusable-records':
    "De videodienst stuurde video's, maar geen ervan kan worden getoond: elk mist een ID, een titel of een http(s)-stream- of MP4-URL. Controleer deze records in de videodienst; de browserconsole meldt hoeveel er zijn genegeerd.",
  'errors.too-large':
    "De videodienst stuurde een veel groter antwoord dan de gevraagde video's nodig hebben (meer dan 16 MiB vóór de video's van een lijst, meer dan 256 KiB voor één video, of records opgevuld voorbij elke video); het wordt niet verder gelezen. Controleer of de dienst de parameter limit respecteert en één record per video stuurt.",
  codeUnavailable:
    'Een deel van deze videowidget kan niet worden gedownload. Controleer je verbinding en laad de pagina daarna opnieuw.',
};

export default languageFile(words);
