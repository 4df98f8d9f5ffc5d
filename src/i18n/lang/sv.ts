import type {Words} from '../languages.js';
import {languageFile} from '../language-file.js';

/** Swedish (svenska). */
export const words: Words = {
  'player.play': 'Spela upp video: {title}',
  'player.playVideo': 'Spela upp video',
  'player.resume': 'Fortsätt från {time}',
  'player.startOver': 'Börja om',
  'player.region': 'Videospelare: {title}',
  'player.loading': 'Läser in video…',
  'player.retry': 'Försök igen',
  'player.community': 'Community',
  'player.invalidVideoId':
    'Attributet video-id måste vara ett heltals-id för en video, till exempel video-id="42"; det är "{id}".',
  'player.invalidVideo':
    'Egenskapen video är ingen användbar videopost: den behöver ett heltals-id, en titel och en URL till en http(s)-ström eller MP4-fil.',
  'player.invalidSrc':
    'Attributet src måste vara en http(s)-URL till en HLS-spellista (.m3u8) eller en MP4-fil; det är "{src}".',
  'player.missingEndpoint':
    'Ingen slutpunkt är angiven. Lägg till ett endpoint-attribut eller <meta name="video-content-widgets:endpoint" content="…"> på sidan.',
  'player.offline': 'Du är offline. Anslut till internet igen för att titta på videon.',
  'player.unexpected': 'Något gick fel när videon skulle visas. Försök igen senare.',
  'player.playbackErrors.network':
    'Det gick inte att ladda ned videon. Kontrollera anslutningen och försök igen.',
  'player.playbackErrors.media': 'Det gick inte att spela upp videon: strömmen verkar vara skadad.',
  'player.playbackErrors.unsupported': 'Den här webbläsaren kan inte spela upp den här videon.',
  'player.quality': 'Kvalitet',
  'player.auto': 'Automatisk',
  'player.autoPlaying': 'Automatisk ({level})',
  'player.captions': 'Undertexter',
  'player.captionsOff': 'Av',
  'player.captionsTrack': 'Spår {number}',
  'player.audio': 'Ljud',
  'player.playButton': 'Spela upp',
  'player.pause': 'Pausa',
  'player.seek': 'Förloppsindikator',
  'player.timeOf': '{time} av {duration}',
  'player.mute': 'Stäng av ljudet',
  'player.volume': 'Volym',
  'player.rate': 'Uppspelningshastighet',
  'player.rateValue': '{rate}×',
  'player.controlValue': '{label}: {value}',
  'player.pictureInPicture': 'Bild-i-bild',
  'player.remotePlayback': 'Spela upp på en annan skärm',
  'player.fullscreen': 'Helskärm',
  'player.exitFullscreen': 'Avsluta helskärm',
  'player.skippedBack': {
    one: '{seconds} sekund bakåt',
    other: '{seconds} sekunder bakåt',
  },
  'player.skippedForward': {
    one: '{seconds} sekund framåt',
    other: '{seconds} sekunder framåt',
  },
  'player.shortcuts': 'Kortkommandon',
  'player.shortcutPlay': 'Spela upp eller pausa',
  'player.shortcutSeek': {
    one: '{seconds} sekund bakåt eller framåt',
    other: '{seconds} sekunder bakåt eller framåt',
  },
  'player.shortcutVolume': 'Volym upp eller ned',
  'player.shortcutMute': 'Stäng av eller slå på ljudet',
  'player.shortcutCaptions': 'Undertexter på eller av',
  'player.shortcutFullscreen': 'Helskärm på eller av',
  'player.shortcutHelp': 'Dessa kortkommandon',
  'player.keySpace': 'Blanksteg',
  'player.close': 'Stäng',
  'player.upNext': 'Nästa video',
  'player.upNextCountdown': 'Startar om {seconds} s',
  'player.upNextSpoken': 'Nästa video: {title}.',
  'player.upNextCountdownSpoken': {
    one: 'Nästa video: {title}. Startar om {seconds} sekund; tryck på Esc för att avbryta.',
    other: 'Nästa video: {title}. Startar om {seconds} sekunder; tryck på Esc för att avbryta.',
  },
  'player.playNext': 'Spela upp nu',
  'player.cancelNext': 'Avbryt',
  'player.previousVideo': 'Föregående video',
  'player.nextVideo': 'Nästa video',
  'player.captionSize': 'Storlek',
  'player.captionColors': 'Färger',
  'player.captionColorsDefault': 'Standard',
  'player.captionColorPresets.white-on-black': 'Vitt på svart',
  'player.captionColorPresets.yellow-on-black': 'Gult på svart',
  'player.captionColorPresets.black-on-white': 'Svart på vitt',
  'carousel.regionLabel': 'Videor: {category}',
  'carousel.regionLabelAll': 'Videor',
  'carousel.roleDescription': 'karusell',
  'carousel.previous': 'Föregående videor',
  'carousel.next': 'Nästa videor',
  'carousel.loading': 'Läser in videor…',
  'carousel.loaded': 'Inlästa videor: {count}.',
  'carousel.empty': 'Det finns inga videor i kategorin ”{category}” ännu.',
  'carousel.emptyAll': 'Det finns inga videor ännu.',
  'carousel.retry': 'Försök igen',
  'carousel.close': 'Stäng',
  'carousel.community': 'Community',
  'carousel.difficulty': 'Nivå {level}',
  'carousel.sectorLabel': 'Sektor: ',
  'carousel.tagsLabel': 'Taggar: ',
  'carousel.untitled': 'Namnlös video {id}',
  'carousel.invalidLimit':
    'Attributet limit måste vara ett heltal från 1 till 1000, till exempel limit="12"; det är "{limit}".',
  'carousel.missingEndpoint':
    'Ingen slutpunkt är angiven. Lägg till ett endpoint-attribut eller <meta name="video-content-widgets:endpoint" content="…"> på sidan.',
  'carousel.offline': 'Du är offline. Anslut till internet igen för att läsa in videorna.',
  'carousel.unknownEndpoint':
    'Slutpunktens adress leder inte till videotjänsten (den svarade 404). Kontrollera attributet endpoint.',
  'carousel.unexpected': 'Något gick fel när videorna skulle visas. Försök igen senare.',
  'carousel.filterLabel': 'Filtrera videor',
  'carousel.filterAll': 'Alla',
  'carousel.filtered': 'Visade videor: {count}.',
  'carousel.noMatch':
    'Ingen av de här videorna handlar om ”{filter}”. Välj ett annat filter eller visa alla videor.',
  'carousel.showAll': 'Visa alla videor',
  'carousel.loadMore': 'Läs in fler videor',
  'carousel.moreShown': 'Tillagda videor: {count}; {shown} av {total} visas.',
  'transcript.label': 'Transkription',
  'transcript.search': 'Sök i transkriptionen',
  'transcript.matches': {
    one: '{count} rad matchar',
    other: '{count} rader matchar',
  },
  'transcript.noMatches': 'Ingen rad matchar',
  'transcript.loading': 'Läser in transkriptionen…',
  'transcript.none': 'Den här videon har inga undertexter att visa som transkription.',
  'transcript.noPlayer':
    'Attributet for i <video-transcript> måste vara id:t för en <video-player> på den här sidan (det är "{id}").',
  'transcript.failed':
    'Det gick inte att läsa in transkriptionen. Kontrollera anslutningen och läs in sidan igen.',
  'errors.auth':
    'Videotjänsten avvisade API-nyckeln. Kontrollera attributet api-key eller nyckeln som är inställd i proxyn.',
  'errors.not-found': 'Videotjänsten har ingen sådan video, eller så är slutpunktens adress fel.',
  'errors.rate-limited': 'Videotjänsten får för många förfrågningar. Försök igen om en stund.',
  'errors.server': 'Videotjänsten har problem just nu. Försök igen senare.',
  'errors.network':
    'Det gick inte att nå videotjänsten. Kontrollera anslutningen och slutpunktens adress.',
  'errors.timeout': 'Videotjänsten tog för lång tid att svara. Försök igen.',
  'errors.bad-response':
    'Slutpunkten svarade inte som videotjänsten. Kontrollera slutpunktens adress.',
  'errors.bad-request': 'Videotjänsten avvisade förfrågan. Kontrollera widgetens attribut.',
  'errors.origin-not-allowed':
    'Den här webbplatsen (ursprung {origin}) får inte använda videotjänsten. Lägg till {origin} bland proxyns tillåtna ursprung (PROXY_ALLOWED_ORIGINS) eller kör proxyn från den här webbplatsen.',
  'errors.redirected':
    'Videotjänsten svarade med en omdirigering till en annan adress, som inte följs så att API-nyckeln aldrig skickas någon annanstans. Ange den slutliga adressen i attributet endpoint.',
  'errors.unusable-records':
    'Videotjänsten skickade videor, men ingen kan visas: varje video saknar id, titel eller URL till en http(s)-ström eller MP4-fil. Kontrollera de posterna i videotjänsten; webbläsarens konsol anger hur många som ignorerades.',
  'errors.too-large':
    'Videotjänsten skickade ett mycket större svar än de begärda videorna behöver (över 16 MiB före en listas videor, över 256 KiB för en video, eller poster utfyllda bortom varje video), som inte läses vidare. Kontrollera att tjänsten respekterar parametern limit och skickar en post per video.',
  codeUnavailable:
    'En del av den här videowidgeten kunde inte laddas ned. Kontrollera anslutningen och läs sedan in sidan igen.',
};

export default languageFile(words);
