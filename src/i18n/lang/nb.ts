import type {Words} from '../languages.js';
import {languageFile} from '../language-file.js';

/** Norwegian Bokmål (norsk bokmål); also `no` and Nynorsk (`nn`) pages. */
export const words: Words = {
  'player.play': 'Spill av video: {title}',
  'player.playVideo': 'Spill av video',
  'player.resume': 'Fortsett fra {time}',
  'player.startOver': 'Start på nytt',
  'player.region': 'Videospiller: {title}',
  'player.loading': 'Laster inn video …',
  'player.retry': 'Prøv igjen',
  'player.community': 'Fellesskap',
  'player.invalidVideoId':
    'Attributtet video-id må være heltalls-ID-en til en video, for eksempel video-id="42"; det er "{id}".',
  'player.invalidVideo':
    'Egenskapen video er ikke en brukbar videopost: den trenger en heltalls-ID, en tittel og en URL til en http(s)-strøm eller MP4-fil.',
  'player.invalidSrc':
    'Attributtet src må være http(s)-URL-en til en HLS-spilleliste (.m3u8) eller en MP4-fil; det er "{src}".',
  'player.missingEndpoint':
    'Ingen endepunkt er angitt. Legg til et endpoint-attributt eller <meta name="video-content-widgets:endpoint" content="…"> på siden.',
  'player.offline': 'Du er frakoblet. Koble til internett igjen for å se videoen.',
  'player.unexpected': 'Noe gikk galt da videoen skulle vises. Prøv igjen senere.',
  'player.playbackErrors.network':
    'Kunne ikke laste ned videoen. Sjekk tilkoblingen og prøv igjen.',
  'player.playbackErrors.media': 'Kunne ikke spille av videoen: strømmen ser ut til å være skadet.',
  'player.playbackErrors.unsupported': 'Denne nettleseren kan ikke spille av denne videoen.',
  'player.quality': 'Kvalitet',
  'player.auto': 'Automatisk',
  'player.autoPlaying': 'Automatisk ({level})',
  'player.captions': 'Undertekster',
  'player.captionsOff': 'Av',
  'player.captionsTrack': 'Spor {number}',
  'player.audio': 'Lyd',
  'player.playButton': 'Spill av',
  'player.pause': 'Sett på pause',
  'player.seek': 'Fremdriftslinje',
  'player.timeOf': '{time} av {duration}',
  'player.mute': 'Slå av lyden',
  'player.volume': 'Volum',
  'player.rate': 'Avspillingshastighet',
  'player.rateValue': '{rate}×',
  'player.controlValue': '{label}: {value}',
  'player.pictureInPicture': 'Bilde-i-bilde',
  'player.remotePlayback': 'Spill av på en annen skjerm',
  'player.fullscreen': 'Fullskjerm',
  'player.exitFullscreen': 'Avslutt fullskjerm',
  'player.skippedBack': {
    one: '{seconds} sekund tilbake',
    other: '{seconds} sekunder tilbake',
  },
  'player.skippedForward': {
    one: '{seconds} sekund fremover',
    other: '{seconds} sekunder fremover',
  },
  'player.shortcuts': 'Hurtigtaster',
  'player.shortcutPlay': 'Spill av eller sett på pause',
  'player.shortcutSeek': {
    one: '{seconds} sekund tilbake eller fremover',
    other: '{seconds} sekunder tilbake eller fremover',
  },
  'player.shortcutVolume': 'Volum opp eller ned',
  'player.shortcutMute': 'Slå lyden av eller på',
  'player.shortcutCaptions': 'Undertekster på eller av',
  'player.shortcutFullscreen': 'Fullskjerm på eller av',
  'player.shortcutHelp': 'Disse hurtigtastene',
  'player.keySpace': 'Mellomrom',
  'player.close': 'Lukk',
  'player.upNext': 'Neste video',
  'player.upNextCountdown': 'Starter om {seconds} s',
  'player.upNextSpoken': 'Neste video: {title}.',
  'player.upNextCountdownSpoken': {
    one: 'Neste video: {title}. Starter om {seconds} sekund; trykk på Esc for å avbryte.',
    other: 'Neste video: {title}. Starter om {seconds} sekunder; trykk på Esc for å avbryte.',
  },
  'player.playNext': 'Spill av nå',
  'player.cancelNext': 'Avbryt',
  'player.previousVideo': 'Forrige video',
  'player.nextVideo': 'Neste video',
  'player.captionSize': 'Størrelse',
  'player.captionColors': 'Farger',
  'player.captionColorsDefault': 'Standard',
  'player.captionColorPresets.white-on-black': 'Hvit på svart',
  'player.captionColorPresets.yellow-on-black': 'Gul på svart',
  'player.captionColorPresets.black-on-white': 'Svart på hvit',
  'carousel.regionLabel': 'Videoer: {category}',
  'carousel.regionLabelAll': 'Videoer',
  'carousel.roleDescription': 'karusell',
  'carousel.previous': 'Forrige videoer',
  'carousel.next': 'Neste videoer',
  'carousel.loading': 'Laster inn videoer …',
  'carousel.loaded': 'Videoer lastet inn: {count}.',
  'carousel.empty': 'Det er ingen videoer i kategorien «{category}» ennå.',
  'carousel.emptyAll': 'Det er ingen videoer ennå.',
  'carousel.retry': 'Prøv igjen',
  'carousel.close': 'Lukk',
  'carousel.community': 'Fellesskap',
  'carousel.difficulty': 'Nivå {level}',
  'carousel.sectorLabel': 'Sektor: ',
  'carousel.tagsLabel': 'Emneknagger: ',
  'carousel.untitled': 'Video uten tittel {id}',
  'carousel.invalidLimit':
    'Attributtet limit må være et heltall fra 1 til 1000, for eksempel limit="12"; det er "{limit}".',
  'carousel.missingEndpoint':
    'Ingen endepunkt er angitt. Legg til et endpoint-attributt eller <meta name="video-content-widgets:endpoint" content="…"> på siden.',
  'carousel.offline': 'Du er frakoblet. Koble til internett igjen for å laste inn videoene.',
  'carousel.unknownEndpoint':
    'Adressen til endepunktet fører ikke til videotjenesten (den svarte 404). Sjekk attributtet endpoint.',
  'carousel.unexpected': 'Noe gikk galt da videoene skulle vises. Prøv igjen senere.',
  'carousel.filterLabel': 'Filtrer videoer',
  'carousel.filterAll': 'Alle',
  'carousel.filtered': 'Viste videoer: {count}.',
  'carousel.noMatch':
    'Ingen av disse videoene handler om «{filter}». Velg et annet filter, eller vis alle videoer.',
  'carousel.showAll': 'Vis alle videoer',
  'carousel.loadMore': 'Last inn flere videoer',
  'carousel.moreShown': 'Videoer lagt til: {count}; {shown} av {total} vises.',
  'transcript.label': 'Transkripsjon',
  'transcript.search': 'Søk i transkripsjonen',
  'transcript.matches': {
    one: '{count} linje samsvarer',
    other: '{count} linjer samsvarer',
  },
  'transcript.noMatches': 'Ingen linjer samsvarer',
  'transcript.loading': 'Laster inn transkripsjonen …',
  'transcript.none': 'Denne videoen har ingen undertekster å vise som transkripsjon.',
  'transcript.noPlayer':
    'Attributtet for på <video-transcript> må være ID-en til en <video-player> på denne siden (det er "{id}").',
  'transcript.failed':
    'Kunne ikke laste inn transkripsjonen. Sjekk tilkoblingen og last inn siden på nytt.',
  'errors.auth':
    'Videotjenesten avviste API-nøkkelen. Sjekk attributtet api-key eller nøkkelen som er satt opp i proxyen.',
  'errors.not-found':
    'Videotjenesten har ingen slik video, eller adressen til endepunktet er feil.',
  'errors.rate-limited': 'Videotjenesten mottar for mange forespørsler. Prøv igjen om et øyeblikk.',
  'errors.server': 'Videotjenesten har problemer akkurat nå. Prøv igjen senere.',
  'errors.network':
    'Fikk ikke kontakt med videotjenesten. Sjekk tilkoblingen og adressen til endepunktet.',
  'errors.timeout': 'Videotjenesten brukte for lang tid på å svare. Prøv igjen.',
  'errors.bad-response':
    'Endepunktet svarte ikke som videotjenesten. Sjekk adressen til endepunktet.',
  'errors.bad-request': 'Videotjenesten avviste forespørselen. Sjekk attributtene til widgeten.',
  'errors.origin-not-allowed':
    'Dette nettstedet (opprinnelse {origin}) har ikke lov til å bruke videotjenesten. Legg til {origin} blant proxyens tillatte opprinnelser (PROXY_ALLOWED_ORIGINS), eller kjør proxyen fra dette nettstedet.',
  'errors.redirected':
    'Videotjenesten svarte med en videresending til en annen adresse, som ikke følges, slik at API-nøkkelen aldri sendes andre steder. Sett attributtet endpoint til den endelige adressen.',
  'errors.unusable-records':
    'Videotjenesten sendte videoer, men ingen kan vises: hver mangler en ID, en tittel eller en URL til en http(s)-strøm eller MP4-fil. Sjekk disse postene i videotjenesten; nettleserkonsollen viser hvor mange som ble ignorert.',
  'errors.too-large':
    'Videotjenesten sendte et langt større svar enn de forespurte videoene trenger (over 16 MiB før videoene i en liste, over 256 KiB for én video, eller poster fylt ut utover enhver video), som ikke leses videre. Sjekk at tjenesten overholder parameteren limit og sender én post per video.',
  codeUnavailable:
    'En del av denne videowidgeten kunne ikke lastes ned. Sjekk tilkoblingen, og last deretter inn siden på nytt.',
};

export default languageFile(words);
