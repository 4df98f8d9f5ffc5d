import type {Words} from '../languages.js';
import {languageFile} from '../language-file.js';

/** French (français). */
export const words: Words = {
  'player.play': 'Lire la vidéo : {title}',
  'player.playVideo': 'Lire la vidéo',
  'player.resume': 'Reprendre à {time}',
  'player.startOver': 'Reprendre depuis le début',
  'player.region': 'Lecteur vidéo : {title}',
  'player.loading': 'Chargement de la vidéo…',
  'player.retry': 'Réessayer',
  'player.community': 'Communauté',
  'player.invalidVideoId':
    'L’attribut video-id doit être l’identifiant entier d’une vidéo, par exemple video-id="42" ; il vaut "{id}".',
  'player.invalidVideo':
    'La propriété video n’est pas une fiche vidéo utilisable : il lui faut un identifiant entier, un titre et une URL de flux http(s) ou de fichier MP4.',
  'player.invalidSrc':
    'L’attribut src doit être l’URL http(s) d’une liste de lecture HLS (.m3u8) ou d’un fichier MP4 ; il vaut "{src}".',
  'player.missingEndpoint':
    'Aucun point de terminaison n’est défini. Ajoutez un attribut endpoint, ou <meta name="video-content-widgets:endpoint" content="…"> à la page.',
  'player.offline': 'Vous êtes hors ligne. Reconnectez-vous à Internet pour regarder la vidéo.',
  'player.unexpected':
    'Un problème est survenu lors de l’affichage de la vidéo. Réessayez plus tard.',
  'player.playbackErrors.network':
    'La vidéo n’a pas pu être téléchargée. Vérifiez votre connexion et réessayez.',
  'player.playbackErrors.media': 'La vidéo n’a pas pu être lue : le flux semble endommagé.',
  'player.playbackErrors.unsupported': 'Ce navigateur ne peut pas lire cette vidéo.',
  'player.quality': 'Qualité',
  'player.auto': 'Automatique',
  'player.autoPlaying': 'Automatique ({level})',
  'player.captions': 'Sous-titres',
  'player.captionsOff': 'Désactivés',
  'player.captionsTrack': 'Piste {number}',
  'player.audio': 'Audio',
  'player.playButton': 'Lecture',
  'player.pause': 'Pause',
  'player.seek': 'Barre de progression',
  'player.timeOf': '{time} sur {duration}',
  'player.mute': 'Couper le son',
  'player.volume': 'Volume',
  'player.rate': 'Vitesse de lecture',
  'player.rateValue': '{rate}×',
  'player.controlValue': '{label} : {value}',
  'player.pictureInPicture': 'Picture-in-picture',
  'player.remotePlayback': 'Lire sur un autre écran',
  'player.fullscreen': 'Plein écran',
  'player.exitFullscreen': 'Quitter le plein écran',
  'player.skippedBack': {
    one: 'Retour de {seconds} seconde',
    many: 'Retour de {seconds} secondes',
    other: 'Retour de {seconds} secondes',
  },
  'player.skippedForward': {
    one: 'Avance de {seconds} seconde',
    many: 'Avance de {seconds} secondes',
    other: 'Avance de {seconds} secondes',
  },
  'player.shortcuts': 'Raccourcis clavier',
  'player.shortcutPlay': 'Lecture ou pause',
  'player.shortcutSeek': {
    one: 'Retour ou avance de {seconds} seconde',
    many: 'Retour ou avance de {seconds} secondes',
    other: 'Retour ou avance de {seconds} secondes',
  },
  'player.shortcutVolume': 'Monter ou baisser le volume',
  'player.shortcutMute': 'Couper ou rétablir le son',
  'player.shortcutCaptions': 'Activer ou désactiver les sous-titres',
  'player.shortcutFullscreen': 'Activer ou quitter le plein écran',
  'player.shortcutHelp': 'Ces raccourcis',
  'player.keySpace': 'Espace',
  'player.close': 'Fermer',
  'player.upNext': 'À suivre',
  'player.upNextCountdown': 'Lecture dans {seconds} s',
  'player.upNextSpoken': 'À suivre : {title}.',
  'player.upNextCountdownSpoken': {
    one: 'À suivre : {title}. Lecture dans {seconds} seconde ; appuyez sur Échap pour annuler.',
    many: 'À suivre : {title}. Lecture dans {seconds} secondes ; appuyez sur Échap pour annuler.',
    other: 'À suivre : {title}. Lecture dans {seconds} secondes ; appuyez sur Échap pour annuler.',
  },
  'player.playNext': 'Lire maintenant',
  'player.cancelNext': 'Annuler',
  'player.previousVideo': 'Vidéo précédente',
  'player.nextVideo': 'Vidéo suivante',
  'player.captionSize': 'Taille',
  'player.captionColors': 'Couleurs',
  'player.captionColorsDefault': 'Par défaut',
  'player.captionColorPresets.white-on-black': 'Blanc sur noir',
  'player.captionColorPresets.yellow-on-black': 'Jaune sur noir',
  'player.captionColorPresets.black-on-white': 'Noir sur blanc',
  'carousel.regionLabel': 'Vidéos : {category}',
  'carousel.regionLabelAll': 'Vidéos',
  'carousel.roleDescription': 'carrousel',
  'carousel.previous': 'Vidéos précédentes',
  'carousel.next': 'Vidéos suivantes',
  'carousel.loading': 'Chargement des vidéos…',
  'carousel.loaded': 'Vidéos chargées : {count}.',
  'carousel.empty': 'La catégorie « {category} » ne contient encore aucune vidéo.',
  'carousel.emptyAll': 'Il n’y a encore aucune vidéo.',
  'carousel.retry': 'Réessayer',
  'carousel.close': 'Fermer',
  'carousel.community': 'Communauté',
  'carousel.difficulty': 'Niveau {level}',
  'carousel.sectorLabel': 'Secteur : ',
  'carousel.tagsLabel': 'Mots-clés : ',
  'carousel.untitled': 'Vidéo sans titre {id}',
  'carousel.invalidLimit':
    'L’attribut limit doit être un nombre entier de 1 à 1000, par exemple limit="12" ; il vaut "{limit}".',
  'carousel.missingEndpoint':
    'Aucun point de terminaison n’est défini. Ajoutez un attribut endpoint, ou <meta name="video-content-widgets:endpoint" content="…"> à la page.',
  'carousel.offline': 'Vous êtes hors ligne. Reconnectez-vous à Internet pour charger les vidéos.',
  'carousel.unknownEndpoint':
    'L’adresse du point de terminaison ne mène pas au service vidéo (il a répondu 404). Vérifiez l’attribut endpoint.',
  'carousel.unexpected':
    'Un problème est survenu lors de l’affichage des vidéos. Réessayez plus tard.',
  'carousel.filterLabel': 'Filtrer les vidéos',
  'carousel.filterAll': 'Toutes',
  'carousel.filtered': 'Vidéos affichées : {count}.',
  'carousel.noMatch':
    'Aucune de ces vidéos ne porte sur « {filter} ». Choisissez un autre filtre ou affichez toutes les vidéos.',
  'carousel.showAll': 'Afficher toutes les vidéos',
  'carousel.loadMore': 'Charger plus de vidéos',
  'carousel.moreShown': 'Vidéos ajoutées : {count} ; {shown} sur {total} affichées.',
  'transcript.label': 'Transcription',
  'transcript.search': 'Rechercher dans la transcription',
  'transcript.matches': {
    one: '{count} ligne correspond',
    many: '{count} lignes correspondent',
    other: '{count} lignes correspondent',
  },
  'transcript.noMatches': 'Aucune ligne ne correspond',
  'transcript.loading': 'Chargement de la transcription…',
  'transcript.none': 'Cette vidéo n’a pas de sous-titres à afficher comme transcription.',
  'transcript.noPlayer':
    'L’attribut for de <video-transcript> doit être l’identifiant d’un <video-player> de cette page (il vaut "{id}").',
  'transcript.failed':
    'La transcription n’a pas pu être chargée. Vérifiez la connexion et rechargez la page.',
  'errors.auth':
    'Le service vidéo a refusé la clé d’API. Vérifiez l’attribut api-key ou la clé configurée sur le proxy.',
  'errors.not-found':
    'Le service vidéo n’a pas cette vidéo, ou l’adresse du point de terminaison est erronée.',
  'errors.rate-limited': 'Le service vidéo reçoit trop de requêtes. Réessayez dans un instant.',
  'errors.server': 'Le service vidéo rencontre des difficultés. Réessayez plus tard.',
  'errors.network':
    'Le service vidéo est injoignable. Vérifiez la connexion et l’adresse du point de terminaison.',
  'errors.timeout': 'Le service vidéo a mis trop de temps à répondre. Réessayez.',
  'errors.bad-response':
    'Le point de terminaison n’a pas répondu comme le service vidéo. Vérifiez son adresse.',
  'errors.bad-request': 'Le service vidéo a rejeté la requête. Vérifiez les attributs du widget.',
  'errors.origin-not-allowed':
    'Ce site (origine {origin}) n’est pas autorisé à utiliser le service vidéo. Ajoutez {origin} aux origines autorisées du proxy (PROXY_ALLOWED_ORIGINS), ou servez le proxy depuis ce site.',
  'errors.redirected':
    'Le service vidéo a répondu par une redirection vers une autre adresse, qui n’est pas suivie afin que la clé d’API ne soit jamais envoyée ailleurs. Indiquez l’adresse finale dans l’attribut endpoint.',
  'errors.unusable-records':
    'Le service vidéo a envoyé des vidéos, mais aucune ne peut être affichée : il manque à chacune un identifiant, un titre ou une URL de flux http(s) ou de fichier MP4. Vérifiez ces fiches dans le service vidéo ; la console du navigateur indique combien ont été ignorées.',
  'errors.too-large':
    'Le service vidéo a envoyé une réponse bien plus volumineuse que ne l’exigent les vidéos demandées (plus de 16 Mio avant les vidéos d’une liste, plus de 256 Kio pour une vidéo, ou des fiches gonflées au-delà de toute vidéo) ; elle n’est pas lue plus loin. Vérifiez que le service respecte le paramètre limit et envoie une fiche par vidéo.',
  codeUnavailable:
    'Une partie de ce widget vidéo n’a pas pu être téléchargée. Vérifiez votre connexion, puis rechargez la page.',
};

export default languageFile(words);
