import type {Words} from '../languages.js';
import {languageFile} from '../language-file.js';

/** Italian (italiano). */
export const words: Words = {
  'player.play': 'Riproduci video: {title}',
  'player.playVideo': 'Riproduci video',
  'player.resume': 'Riprendi da {time}',
  'player.startOver': 'Ricomincia dall’inizio',
  'player.region': 'Player video: {title}',
  'player.loading': 'Caricamento del video…',
  'player.retry': 'Riprova',
  'player.community': 'Community',
  'player.invalidVideoId':
    'L’attributo video-id deve essere l’ID intero di un video, ad esempio video-id="42"; è "{id}".',
  'player.invalidVideo':
    'La proprietà video non è un record video utilizzabile: servono un ID intero, un titolo e un URL di stream http(s) o MP4.',
  'player.invalidSrc':
    'L’attributo src deve essere l’URL http(s) di una playlist HLS (.m3u8) o di un file MP4; è "{src}".',
  'player.missingEndpoint':
    'Nessun endpoint impostato. Aggiungi un attributo endpoint, oppure <meta name="video-content-widgets:endpoint" content="…"> alla pagina.',
  'player.offline': 'Sei offline. Riconnettiti a Internet per guardare il video.',
  'player.unexpected':
    'Si è verificato un problema durante la visualizzazione del video. Riprova più tardi.',
  'player.playbackErrors.network':
    'Impossibile scaricare il video. Controlla la connessione e riprova.',
  'player.playbackErrors.media': 'Impossibile riprodurre il video: lo stream sembra danneggiato.',
  'player.playbackErrors.unsupported': 'Questo browser non può riprodurre questo video.',
  'player.quality': 'Qualità',
  'player.auto': 'Automatica',
  'player.autoPlaying': 'Automatica ({level})',
  'player.captions': 'Sottotitoli',
  'player.captionsOff': 'Disattivati',
  'player.captionsTrack': 'Traccia {number}',
  'player.audio': 'Audio',
  'player.playButton': 'Riproduci',
  'player.pause': 'Metti in pausa',
  'player.seek': 'Barra di avanzamento',
  'player.timeOf': '{time} di {duration}',
  'player.mute': 'Disattiva audio',
  'player.volume': 'Volume',
  'player.rate': 'Velocità di riproduzione',
  'player.rateValue': '{rate}×',
  'player.controlValue': '{label}: {value}',
  'player.pictureInPicture': 'Picture in picture',
  'player.remotePlayback': 'Riproduci su un altro schermo',
  'player.fullscreen': 'Schermo intero',
  'player.exitFullscreen': 'Esci da schermo intero',
  'player.skippedBack': {
    one: 'Indietro di {seconds} secondo',
    many: 'Indietro di {seconds} secondi',
    other: 'Indietro di {seconds} secondi',
  },
  'player.skippedForward': {
    one: 'Avanti di {seconds} secondo',
    many: 'Avanti di {seconds} secondi',
    other: 'Avanti di {seconds} secondi',
  },
  'player.shortcuts': 'Scorciatoie da tastiera',
  'player.shortcutPlay': 'Riproduci o metti in pausa',
  'player.shortcutSeek': {
    one: 'Indietro o avanti di {seconds} secondo',
    many: 'Indietro o avanti di {seconds} secondi',
    other: 'Indietro o avanti di {seconds} secondi',
  },
  'player.shortcutVolume': 'Alza o abbassa il volume',
  'player.shortcutMute': 'Disattiva o riattiva l’audio',
  'player.shortcutCaptions': 'Attiva o disattiva i sottotitoli',
  'player.shortcutFullscreen': 'Attiva o disattiva lo schermo intero',
  'player.shortcutHelp': 'Queste scorciatoie',
  'player.keySpace': 'Spazio',
  'player.close': 'Chiudi',
  'player.upNext': 'Prossimo video',
  'player.upNextCountdown': 'Inizia tra {seconds} s',
  'player.upNextSpoken': 'Prossimo video: {title}.',
  'player.upNextCountdownSpoken': {
    one: 'Prossimo video: {title}. Inizia tra {seconds} secondo; premi Esc per annullare.',
    many: 'Prossimo video: {title}. Inizia tra {seconds} secondi; premi Esc per annullare.',
    other: 'Prossimo video: {title}. Inizia tra {seconds} secondi; premi Esc per annullare.',
  },
  'player.playNext': 'Riproduci ora',
  'player.cancelNext': 'Annulla',
  'player.previousVideo': 'Video precedente',
  'player.nextVideo': 'Video successivo',
  'player.captionSize': 'Dimensione',
  'player.captionColors': 'Colori',
  'player.captionColorsDefault': 'Predefiniti',
  'player.captionColorPresets.white-on-black': 'Bianco su nero',
  'player.captionColorPresets.yellow-on-black': 'Giallo su nero',
  'player.captionColorPresets.black-on-white': 'Nero su bianco',
  'carousel.regionLabel': 'Video: {category}',
  'carousel.regionLabelAll': 'Video',
  'carousel.roleDescription': 'carosello',
  'carousel.previous': 'Video precedenti',
  'carousel.next': 'Video successivi',
  'carousel.loading': 'Caricamento dei video…',
  'carousel.loaded': 'Video caricati: {count}.',
  'carousel.empty': 'Non ci sono ancora video nella categoria «{category}».',
  'carousel.emptyAll': 'Non ci sono ancora video.',
  'carousel.retry': 'Riprova',
  'carousel.close': 'Chiudi',
  'carousel.community': 'Community',
  'carousel.difficulty': 'Livello {level}',
  'carousel.sectorLabel': 'Settore: ',
  'carousel.tagsLabel': 'Tag: ',
  'carousel.untitled': 'Video senza titolo {id}',
  'carousel.invalidLimit':
    'L’attributo limit deve essere un numero intero da 1 a 1000, ad esempio limit="12"; è "{limit}".',
  'carousel.missingEndpoint':
    'Nessun endpoint impostato. Aggiungi un attributo endpoint, oppure <meta name="video-content-widgets:endpoint" content="…"> alla pagina.',
  'carousel.offline': 'Sei offline. Riconnettiti a Internet per caricare i video.',
  'carousel.unknownEndpoint':
    'L’indirizzo dell’endpoint non porta al servizio video (ha risposto 404). Controlla l’attributo endpoint.',
  'carousel.unexpected':
    'Si è verificato un problema durante la visualizzazione dei video. Riprova più tardi.',
  'carousel.filterLabel': 'Filtra i video',
  'carousel.filterAll': 'Tutti',
  'carousel.filtered': 'Video mostrati: {count}.',
  'carousel.noMatch':
    'Nessuno di questi video parla di «{filter}». Scegli un altro filtro o mostra tutti i video.',
  'carousel.showAll': 'Mostra tutti i video',
  'carousel.loadMore': 'Carica altri video',
  'carousel.moreShown': 'Video aggiunti: {count}; {shown} di {total} mostrati.',
  'transcript.label': 'Trascrizione',
  'transcript.search': 'Cerca nella trascrizione',
  'transcript.matches': {
    one: '{count} riga corrisponde',
    many: '{count} righe corrispondono',
    other: '{count} righe corrispondono',
  },
  'transcript.noMatches': 'Nessuna riga corrisponde',
  'transcript.loading': 'Caricamento della trascrizione…',
  'transcript.none': 'Questo video non ha sottotitoli da mostrare come trascrizione.',
  'transcript.noPlayer':
    'L’attributo for di <video-transcript> deve essere l’ID di un <video-player> di questa pagina (è "{id}").',
  'transcript.failed':
    'Impossibile caricare la trascrizione. Controlla la connessione e ricarica la pagina.',
  'errors.auth':
    'Il servizio video ha rifiutato la chiave API. Controlla l’attributo api-key o la chiave configurata nel proxy.',
  'errors.not-found':
    'Il servizio video non ha questo video, oppure l’indirizzo dell’endpoint è errato.',
  'errors.rate-limited':
    'Il servizio video sta ricevendo troppe richieste. Riprova tra un momento.',
  'errors.server': 'Il servizio video ha dei problemi al momento. Riprova più tardi.',
  'errors.network':
    'Impossibile raggiungere il servizio video. Controlla la connessione e l’indirizzo dell’endpoint.',
  'errors.timeout': 'Il servizio video ha impiegato troppo tempo a rispondere. Riprova.',
  'errors.bad-response':
    'L’endpoint non ha risposto come il servizio video. Controlla l’indirizzo dell’endpoint.',
  'errors.bad-request':
    'Il servizio video ha rifiutato la richiesta. Controlla gli attributi del widget.',
  'errors.origin-not-allowed':
    'Questo sito (origine {origin}) non è autorizzato a usare il servizio video. Aggiungi {origin} alle origini consentite del proxy (PROXY_ALLOWED_ORIGINS) oppure servi il proxy da questo sito.',
  'errors.redirected':
    'Il servizio video ha risposto con un reindirizzamento a un altro indirizzo, che non viene seguito perché la chiave API non sia mai inviata altrove. Imposta l’attributo endpoint sull’indirizzo finale.',
  'errors.unusable-records':
    'Il servizio video ha inviato dei video, ma nessuno può essere mostrato: a ognuno manca un ID, un titolo o un URL di stream http(s) o MP4. Controlla questi record nel servizio video; la console del browser indica quanti sono stati ignorati.',
  'errors.too-large':
    'Il servizio video ha inviato una risposta molto più grande di quanto servano i video richiesti (oltre 16 MiB prima dei video di un elenco, oltre 256 KiB per un video, o record gonfiati oltre qualsiasi video), che non viene letta oltre. Controlla che il servizio rispetti il parametro limit e invii un record per video.',
  codeUnavailable:
    'Non è stato possibile scaricare una parte di questo widget video. Controlla la connessione, poi ricarica la pagina.',
};

export default languageFile(words);
