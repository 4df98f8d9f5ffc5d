import type {Words} from '../languages.js';
import {languageFile} from '../language-file.js';

/** German (Deutsch). */
export const words: Words = {
  'player.play': 'Video abspielen: {title}',
  'player.playVideo': 'Video abspielen',
  'player.resume': 'Fortsetzen bei {time}',
  'player.startOver': 'Von vorn beginnen',
  'player.region': 'Videoplayer: {title}',
  'player.loading': 'Video wird geladen…',
  'player.retry': 'Erneut versuchen',
  'player.community': 'Community',
  'player.invalidVideoId':
    'Das Attribut video-id muss die ganzzahlige ID eines Videos sein, etwa video-id="42"; es ist "{id}".',
  'player.invalidVideo':
    'Die Eigenschaft video ist kein verwendbarer Videodatensatz: Sie braucht eine ganzzahlige ID, einen Titel und eine http(s)-Stream- oder MP4-URL.',
  'player.invalidSrc':
    'Das Attribut src muss die http(s)-URL einer HLS-Playlist (.m3u8) oder einer MP4-Datei sein; es ist "{src}".',
  'player.missingEndpoint':
    'Es ist kein Endpunkt festgelegt. Fügen Sie ein endpoint-Attribut oder <meta name="video-content-widgets:endpoint" content="…"> in die Seite ein.',
  'player.offline':
    'Sie sind offline. Stellen Sie die Internetverbindung wieder her, um das Video anzusehen.',
  'player.unexpected':
    'Beim Anzeigen des Videos ist ein Fehler aufgetreten. Versuchen Sie es später erneut.',
  'player.playbackErrors.network':
    'Das Video konnte nicht heruntergeladen werden. Prüfen Sie Ihre Verbindung und versuchen Sie es erneut.',
  'player.playbackErrors.media':
    'Das Video konnte nicht abgespielt werden: Der Stream scheint beschädigt zu sein.',
  'player.playbackErrors.unsupported': 'Dieser Browser kann dieses Video nicht abspielen.',
  'player.quality': 'Qualität',
  'player.auto': 'Automatisch',
  'player.autoPlaying': 'Automatisch ({level})',
  'player.captions': 'Untertitel',
  'player.captionsOff': 'Aus',
  'player.captionsTrack': 'Spur {number}',
  'player.audio': 'Audio',
  'player.playButton': 'Wiedergabe',
  'player.pause': 'Pause',
  'player.seek': 'Suchleiste',
  'player.timeOf': '{time} von {duration}',
  'player.mute': 'Stummschalten',
  'player.volume': 'Lautstärke',
  'player.rate': 'Wiedergabegeschwindigkeit',
  'player.rateValue': '{rate}×',
  'player.controlValue': '{label}: {value}',
  'player.pictureInPicture': 'Bild im Bild',
  'player.remotePlayback': 'Auf einem anderen Bildschirm abspielen',
  'player.fullscreen': 'Vollbild',
  'player.exitFullscreen': 'Vollbild beenden',
  'player.skippedBack': {
    one: '{seconds} Sekunde zurück',
    other: '{seconds} Sekunden zurück',
  },
  'player.skippedForward': {
    one: '{seconds} Sekunde vor',
    other: '{seconds} Sekunden vor',
  },
  'player.shortcuts': 'Tastenkürzel',
  'player.shortcutPlay': 'Wiedergabe oder Pause',
  'player.shortcutSeek': {
    one: '{seconds} Sekunde zurück oder vor',
    other: '{seconds} Sekunden zurück oder vor',
  },
  'player.shortcutVolume': 'Lautstärke erhöhen oder verringern',
  'player.shortcutMute': 'Stummschaltung ein oder aus',
  'player.shortcutCaptions': 'Untertitel ein oder aus',
  'player.shortcutFullscreen': 'Vollbild ein oder aus',
  'player.shortcutHelp': 'Diese Tastenkürzel',
  'player.keySpace': 'Leertaste',
  'player.close': 'Schließen',
  'player.upNext': 'Nächstes Video',
  'player.upNextCountdown': 'Startet in {seconds} s',
  'player.upNextSpoken': 'Nächstes Video: {title}.',
  'player.upNextCountdownSpoken': {
    one: 'Nächstes Video: {title}. Startet in {seconds} Sekunde; Escape drücken zum Abbrechen.',
    other: 'Nächstes Video: {title}. Startet in {seconds} Sekunden; Escape drücken zum Abbrechen.',
  },
  'player.playNext': 'Jetzt abspielen',
  'player.cancelNext': 'Abbrechen',
  'player.previousVideo': 'Vorheriges Video',
  'player.nextVideo': 'Nächstes Video',
  'player.captionSize': 'Größe',
  'player.captionColors': 'Farben',
  'player.captionColorsDefault': 'Standard',
  'player.captionColorPresets.white-on-black': 'Weiß auf Schwarz',
  'player.captionColorPresets.yellow-on-black': 'Gelb auf Schwarz',
  'player.captionColorPresets.black-on-white': 'Schwarz auf Weiß',
  'carousel.regionLabel': 'Videos: {category}',
  'carousel.regionLabelAll': 'Videos',
  'carousel.roleDescription': 'Karussell',
  'carousel.previous': 'Vorherige Videos',
  'carousel.next': 'Nächste Videos',
  'carousel.loading': 'Videos werden geladen…',
  'carousel.loaded': 'Videos geladen: {count}.',
  'carousel.empty': 'In der Kategorie „{category}“ gibt es noch keine Videos.',
  'carousel.emptyAll': 'Es gibt noch keine Videos.',
  'carousel.retry': 'Erneut versuchen',
  'carousel.close': 'Schließen',
  'carousel.community': 'Community',
  'carousel.difficulty': 'Stufe {level}',
  'carousel.sectorLabel': 'Branche: ',
  'carousel.tagsLabel': 'Schlagwörter: ',
  'carousel.untitled': 'Video ohne Titel {id}',
  'carousel.invalidLimit':
    'Das Attribut limit muss eine ganze Zahl von 1 bis 1000 sein, etwa limit="12"; es ist "{limit}".',
  'carousel.missingEndpoint':
    'Es ist kein Endpunkt festgelegt. Fügen Sie ein endpoint-Attribut oder <meta name="video-content-widgets:endpoint" content="…"> in die Seite ein.',
  'carousel.offline':
    'Sie sind offline. Stellen Sie die Internetverbindung wieder her, um die Videos zu laden.',
  'carousel.unknownEndpoint':
    'Die Adresse des Endpunkts führt nicht zum Videodienst (er antwortete mit 404). Prüfen Sie das Attribut endpoint.',
  'carousel.unexpected':
    'Beim Anzeigen der Videos ist ein Fehler aufgetreten. Versuchen Sie es später erneut.',
  'carousel.filterLabel': 'Videos filtern',
  'carousel.filterAll': 'Alle',
  'carousel.filtered': 'Angezeigte Videos: {count}.',
  'carousel.noMatch':
    'Keines dieser Videos handelt von „{filter}“. Wählen Sie einen anderen Filter oder zeigen Sie alle Videos.',
  'carousel.showAll': 'Alle Videos anzeigen',
  'carousel.loadMore': 'Weitere Videos laden',
  'carousel.moreShown': 'Videos hinzugefügt: {count}; {shown} von {total} angezeigt.',
  'transcript.label': 'Transkript',
  'transcript.search': 'Transkript durchsuchen',
  'transcript.matches': {
    one: '{count} Zeile gefunden',
    other: '{count} Zeilen gefunden',
  },
  'transcript.noMatches': 'Keine Zeile gefunden',
  'transcript.loading': 'Transkript wird geladen…',
  'transcript.none':
    'Dieses Video hat keine Untertitel, die als Transkript angezeigt werden können.',
  'transcript.noPlayer':
    'Das Attribut for von <video-transcript> muss die ID eines <video-player> auf dieser Seite sein (es ist "{id}").',
  'transcript.failed':
    'Das Transkript konnte nicht geladen werden. Prüfen Sie die Verbindung und laden Sie die Seite neu.',
  'errors.auth':
    'Der Videodienst hat den API-Schlüssel abgelehnt. Prüfen Sie das Attribut api-key oder den im Proxy eingestellten Schlüssel.',
  'errors.not-found':
    'Der Videodienst hat kein solches Video, oder die Adresse des Endpunkts ist falsch.',
  'errors.rate-limited':
    'Der Videodienst erhält zu viele Anfragen. Versuchen Sie es gleich noch einmal.',
  'errors.server': 'Der Videodienst hat gerade Probleme. Versuchen Sie es später erneut.',
  'errors.network':
    'Der Videodienst ist nicht erreichbar. Prüfen Sie die Verbindung und die Adresse des Endpunkts.',
  'errors.timeout': 'Der Videodienst hat zu lange nicht geantwortet. Versuchen Sie es erneut.',
  'errors.bad-response':
    'Der Endpunkt hat nicht wie der Videodienst geantwortet. Prüfen Sie die Adresse des Endpunkts.',
  'errors.bad-request':
    'Der Videodienst hat die Anfrage abgelehnt. Prüfen Sie die Attribute des Widgets.',
  'errors.origin-not-allowed':
    'Diese Website (Origin {origin}) darf den Videodienst nicht nutzen. Fügen Sie {origin} zu den erlaubten Origins des Proxys hinzu (PROXY_ALLOWED_ORIGINS) oder stellen Sie den Proxy auf dieser Website bereit.',
  'errors.redirected':
    'Der Videodienst hat mit einer Weiterleitung an eine andere Adresse geantwortet. Ihr wird nicht gefolgt, damit der API-Schlüssel nie anderswohin gesendet wird. Setzen Sie das Attribut endpoint auf die endgültige Adresse.',
  'errors.unusable-records':
    'Der Videodienst hat Videos gesendet, aber keines kann angezeigt werden: Jedem fehlt eine ID, ein Titel oder eine http(s)-Stream- oder MP4-URL. Prüfen Sie diese Datensätze im Videodienst; die Browserkonsole nennt, wie viele ignoriert wurden.',
  'errors.too-large':
    'Der Videodienst hat eine weit größere Antwort gesendet, als die angefragten Videos brauchen (über 16 MiB vor den Videos einer Liste, über 256 KiB für ein Video oder über jedes Video hinaus aufgefüllte Datensätze); sie wird nicht weiter gelesen. Prüfen Sie, ob der Dienst den Parameter limit beachtet und für ein Video einen Datensatz sendet.',
  codeUnavailable:
    'Ein Teil dieses Video-Widgets konnte nicht heruntergeladen werden. Prüfen Sie Ihre Verbindung und laden Sie dann die Seite neu.',
};

export default languageFile(words);
