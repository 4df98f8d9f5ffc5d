import type {Words} from '../languages.js';
import {languageFile} from '../language-file.js';

/** Danish (dansk). */
export const words: Words = {
  'player.play': 'Afspil video: {title}',
  'player.playVideo': 'Afspil video',
  'player.resume': 'Fortsæt fra {time}',
  'player.startOver': 'Start forfra',
  'player.region': 'Videoafspiller: {title}',
  'player.loading': 'Indlæser video…',
  'player.retry': 'Prøv igen',
  'player.community': 'Community',
  'player.invalidVideoId':
    'Attributten video-id skal være et heltals-id for en video, f.eks. video-id="42"; den er "{id}".',
  'player.invalidVideo':
    'Egenskaben video er ikke en brugbar videopost: den skal have et heltals-id, en titel og en URL til en http(s)-stream eller MP4-fil.',
  'player.invalidSrc':
    'Attributten src skal være en http(s)-URL til en HLS-playliste (.m3u8) eller en MP4-fil; den er "{src}".',
  'player.missingEndpoint':
    'Der er ikke angivet noget endpoint. Tilføj en endpoint-attribut eller <meta name="video-content-widgets:endpoint" content="…"> på siden.',
  'player.offline': 'Du er offline. Opret forbindelse til internettet igen for at se videoen.',
  'player.unexpected': 'Noget gik galt, da videoen skulle vises. Prøv igen senere.',
  'player.playbackErrors.network':
    'Videoen kunne ikke downloades. Tjek din forbindelse, og prøv igen.',
  'player.playbackErrors.media':
    'Videoen kunne ikke afspilles: streamen ser ud til at være beskadiget.',
  'player.playbackErrors.unsupported': 'Denne browser kan ikke afspille denne video.',
  'player.quality': 'Kvalitet',
  'player.auto': 'Automatisk',
  'player.autoPlaying': 'Automatisk ({level})',
  'player.captions': 'Undertekster',
  'player.captionsOff': 'Fra',
  'player.captionsTrack': 'Spor {number}',
  'player.audio': 'Lyd',
  'player.playButton': 'Afspil',
  'player.pause': 'Sæt på pause',
  'player.seek': 'Statuslinje',
  'player.timeOf': '{time} af {duration}',
  'player.mute': 'Slå lyden fra',
  'player.volume': 'Lydstyrke',
  'player.rate': 'Afspilningshastighed',
  'player.rateValue': '{rate}×',
  'player.controlValue': '{label}: {value}',
  'player.pictureInPicture': 'Billede-i-billede',
  'player.remotePlayback': 'Afspil på en anden skærm',
  'player.fullscreen': 'Fuld skærm',
  'player.exitFullscreen': 'Afslut fuld skærm',
  'player.skippedBack': {
    one: '{seconds} sekund tilbage',
    other: '{seconds} sekunder tilbage',
  },
  'player.skippedForward': {
    one: '{seconds} sekund frem',
    other: '{seconds} sekunder frem',
  },
  'player.shortcuts': 'Tastaturgenveje',
  'player.shortcutPlay': 'Afspil eller sæt på pause',
  'player.shortcutSeek': {
    one: '{seconds} sekund tilbage eller frem',
    other: '{seconds} sekunder tilbage eller frem',
  },
  'player.shortcutVolume': 'Lydstyrke op eller ned',
  'player.shortcutMute': 'Slå lyden fra eller til',
  'player.shortcutCaptions': 'Undertekster til eller fra',
  'player.shortcutFullscreen': 'Fuld skærm til eller fra',
  'player.shortcutHelp': 'Disse genveje',
  'player.keySpace': 'Mellemrum',
  'player.close': 'Luk',
  'player.upNext': 'Næste video',
  'player.upNextCountdown': 'Starter om {seconds} s',
  'player.upNextSpoken': 'Næste video: {title}.',
  'player.upNextCountdownSpoken': {
    one: 'Næste video: {title}. Starter om {seconds} sekund; tryk på Escape for at annullere.',
    other: 'Næste video: {title}. Starter om {seconds} sekunder; tryk på Escape for at annullere.',
  },
  'player.playNext': 'Afspil nu',
  'player.cancelNext': 'Annuller',
  'player.previousVideo': 'Forrige video',
  'player.nextVideo': 'Næste video',
  'player.captionSize': 'Størrelse',
  'player.captionColors': 'Farver',
  'player.captionColorsDefault': 'Standard',
  'player.captionColorPresets.white-on-black': 'Hvid på sort',
  'player.captionColorPresets.yellow-on-black': 'Gul på sort',
  'player.captionColorPresets.black-on-white': 'Sort på hvid',
  'carousel.regionLabel': 'Videoer: {category}',
  'carousel.regionLabelAll': 'Videoer',
  'carousel.roleDescription': 'karrusel',
  'carousel.previous': 'Forrige videoer',
  'carousel.next': 'Næste videoer',
  'carousel.loading': 'Indlæser videoer…',
  'carousel.loaded': 'Indlæste videoer: {count}.',
  'carousel.empty': 'Der er endnu ingen videoer i kategorien “{category}”.',
  'carousel.emptyAll': 'Der er endnu ingen videoer.',
  'carousel.retry': 'Prøv igen',
  'carousel.close': 'Luk',
  'carousel.community': 'Community',
  'carousel.difficulty': 'Niveau {level}',
  'carousel.sectorLabel': 'Sektor: ',
  'carousel.tagsLabel': 'Tags: ',
  'carousel.untitled': 'Video uden titel {id}',
  'carousel.invalidLimit':
    'Attributten limit skal være et heltal fra 1 til 1000, f.eks. limit="12"; den er "{limit}".',
  'carousel.missingEndpoint':
    'Der er ikke angivet noget endpoint. Tilføj en endpoint-attribut eller <meta name="video-content-widgets:endpoint" content="…"> på siden.',
  'carousel.offline':
    'Du er offline. Opret forbindelse til internettet igen for at indlæse videoerne.',
  'carousel.unknownEndpoint':
    'Endpointets adresse fører ikke til videotjenesten (den svarede 404). Tjek attributten endpoint.',
  'carousel.unexpected': 'Noget gik galt, da videoerne skulle vises. Prøv igen senere.',
  'carousel.filterLabel': 'Filtrer videoer',
  'carousel.filterAll': 'Alle',
  'carousel.filtered': 'Viste videoer: {count}.',
  'carousel.noMatch':
    'Ingen af disse videoer handler om “{filter}”. Vælg et andet filter, eller vis alle videoer.',
  'carousel.showAll': 'Vis alle videoer',
  'carousel.loadMore': 'Indlæs flere videoer',
  'carousel.moreShown': 'Tilføjede videoer: {count}; {shown} af {total} vises.',
  'transcript.label': 'Transskription',
  'transcript.search': 'Søg i transskriptionen',
  'transcript.matches': {
    one: '{count} linje matcher',
    other: '{count} linjer matcher',
  },
  'transcript.noMatches': 'Ingen linjer matcher',
  'transcript.loading': 'Indlæser transskriptionen…',
  'transcript.none': 'Denne video har ingen undertekster, der kan vises som transskription.',
  'transcript.noPlayer':
    'Attributten for på <video-transcript> skal være id\'et for en <video-player> på denne side (den er "{id}").',
  'transcript.failed':
    'Transskriptionen kunne ikke indlæses. Tjek forbindelsen, og genindlæs siden.',
  'errors.auth':
    'Videotjenesten afviste API-nøglen. Tjek attributten api-key eller nøglen, der er angivet i proxyen.',
  'errors.not-found': 'Videotjenesten har ikke den video, eller endpointets adresse er forkert.',
  'errors.rate-limited': 'Videotjenesten modtager for mange anmodninger. Prøv igen om lidt.',
  'errors.server': 'Videotjenesten har problemer lige nu. Prøv igen senere.',
  'errors.network': 'Videotjenesten kunne ikke nås. Tjek forbindelsen og endpointets adresse.',
  'errors.timeout': 'Videotjenesten var for længe om at svare. Prøv igen.',
  'errors.bad-response': 'Endpointet svarede ikke som videotjenesten. Tjek endpointets adresse.',
  'errors.bad-request': 'Videotjenesten afviste anmodningen. Tjek widgettens attributter.',
  'errors.origin-not-allowed':
    'Dette website (oprindelse {origin}) må ikke bruge videotjenesten. Føj {origin} til proxyens tilladte oprindelser (PROXY_ALLOWED_ORIGINS), eller kør proxyen fra dette website.',
  'errors.redirected':
    'Videotjenesten svarede med en omdirigering til en anden adresse, som ikke følges, så API-nøglen aldrig sendes andre steder hen. Angiv den endelige adresse i attributten endpoint.',
  'errors.unusable-records':
    'Videotjenesten sendte videoer, men ingen af dem kan vises: hver mangler et id, en titel eller en URL til en http(s)-stream eller MP4-fil. Tjek disse poster i videotjenesten; browserens konsol oplyser, hvor mange der blev ignoreret.',
  'errors.too-large':
    'Videotjenesten sendte et langt større svar, end de ønskede videoer kræver (over 16 MiB før en listes videoer, over 256 KiB for én video eller poster fyldt ud ud over enhver video), som ikke læses videre. Tjek, at tjenesten overholder parameteren limit og sender én post pr. video.',
  codeUnavailable:
    'En del af denne videowidget kunne ikke downloades. Tjek din forbindelse, og genindlæs derefter siden.',
};

export default languageFile(words);
