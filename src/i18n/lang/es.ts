import type {Words} from '../languages.js';
import {languageFile} from '../language-file.js';

/** Spanish (español). */
export const words: Words = {
  'player.play': 'Reproducir vídeo: {title}',
  'player.playVideo': 'Reproducir vídeo',
  'player.resume': 'Reanudar desde {time}',
  'player.startOver': 'Empezar desde el principio',
  'player.region': 'Reproductor de vídeo: {title}',
  'player.loading': 'Cargando vídeo…',
  'player.retry': 'Reintentar',
  'player.community': 'Comunidad',
  'player.invalidVideoId':
    'El atributo video-id debe ser el identificador entero de un vídeo, como video-id="42"; es "{id}".',
  'player.invalidVideo':
    'La propiedad video no es un registro de vídeo utilizable: necesita un identificador entero, un título y una URL de streaming http(s) o de MP4.',
  'player.invalidSrc':
    'El atributo src debe ser la URL http(s) de una lista de reproducción HLS (.m3u8) o de un archivo MP4; es "{src}".',
  'player.missingEndpoint':
    'No hay ningún endpoint configurado. Añade un atributo endpoint, o <meta name="video-content-widgets:endpoint" content="…"> a la página.',
  'player.offline': 'No tienes conexión. Vuelve a conectarte a Internet para ver el vídeo.',
  'player.unexpected': 'Algo ha fallado al mostrar el vídeo. Inténtalo de nuevo más tarde.',
  'player.playbackErrors.network':
    'No se ha podido descargar el vídeo. Comprueba tu conexión e inténtalo de nuevo.',
  'player.playbackErrors.media':
    'No se ha podido reproducir el vídeo: la transmisión parece dañada.',
  'player.playbackErrors.unsupported': 'Este navegador no puede reproducir este vídeo.',
  'player.quality': 'Calidad',
  'player.auto': 'Automática',
  'player.autoPlaying': 'Automática ({level})',
  'player.captions': 'Subtítulos',
  'player.captionsOff': 'Desactivados',
  'player.captionsTrack': 'Pista {number}',
  'player.audio': 'Audio',
  'player.playButton': 'Reproducir',
  'player.pause': 'Pausar',
  'player.seek': 'Barra de progreso',
  'player.timeOf': '{time} de {duration}',
  'player.mute': 'Silenciar',
  'player.volume': 'Volumen',
  'player.rate': 'Velocidad',
  'player.rateValue': '{rate}×',
  'player.controlValue': '{label}: {value}',
  'player.pictureInPicture': 'Imagen en imagen',
  'player.remotePlayback': 'Reproducir en otra pantalla',
  'player.fullscreen': 'Pantalla completa',
  'player.exitFullscreen': 'Salir de pantalla completa',
  'player.skippedBack': {
    one: '{seconds} segundo atrás',
    many: '{seconds} segundos atrás',
    other: '{seconds} segundos atrás',
  },
  'player.skippedForward': {
    one: '{seconds} segundo adelante',
    many: '{seconds} segundos adelante',
    other: '{seconds} segundos adelante',
  },
  'player.shortcuts': 'Atajos de teclado',
  'player.shortcutPlay': 'Reproducir o pausar',
  'player.shortcutSeek': {
    one: '{seconds} segundo atrás o adelante',
    many: '{seconds} segundos atrás o adelante',
    other: '{seconds} segundos atrás o adelante',
  },
  'player.shortcutVolume': 'Subir o bajar el volumen',
  'player.shortcutMute': 'Silenciar o activar el sonido',
  'player.shortcutCaptions': 'Activar o desactivar los subtítulos',
  'player.shortcutFullscreen': 'Activar o desactivar la pantalla completa',
  'player.shortcutHelp': 'Estos atajos',
  'player.keySpace': 'Espacio',
  'player.close': 'Cerrar',
  'player.upNext': 'A continuación',
  'player.upNextCountdown': 'Empieza en {seconds} s',
  'player.upNextSpoken': 'A continuación: {title}.',
  'player.upNextCountdownSpoken': {
    one: 'A continuación: {title}. Empieza en {seconds} segundo; pulsa Escape para cancelar.',
    many: 'A continuación: {title}. Empieza en {seconds} segundos; pulsa Escape para cancelar.',
    other: 'A continuación: {title}. Empieza en {seconds} segundos; pulsa Escape para cancelar.',
  },
  'player.playNext': 'Reproducir ahora',
  'player.cancelNext': 'Cancelar',
  'player.previousVideo': 'Vídeo anterior',
  'player.nextVideo': 'Vídeo siguiente',
  'player.captionSize': 'Tamaño',
  'player.captionColors': 'Colores',
  'player.captionColorsDefault': 'Predeterminados',
  'player.captionColorPresets.white-on-black': 'Blanco sobre negro',
  'player.captionColorPresets.yellow-on-black': 'Amarillo sobre negro',
  'player.captionColorPresets.black-on-white': 'Negro sobre blanco',
  'carousel.regionLabel': 'Vídeos: {category}',
  'carousel.regionLabelAll': 'Vídeos',
  'carousel.roleDescription': 'carrusel',
  'carousel.previous': 'Vídeos anteriores',
  'carousel.next': 'Vídeos siguientes',
  'carousel.loading': 'Cargando vídeos…',
  'carousel.loaded': 'Vídeos cargados: {count}.',
  'carousel.empty': 'Todavía no hay vídeos en la categoría «{category}».',
  'carousel.emptyAll': 'Todavía no hay vídeos.',
  'carousel.retry': 'Reintentar',
  'carousel.close': 'Cerrar',
  'carousel.community': 'Comunidad',
  'carousel.difficulty': 'Nivel {level}',
  'carousel.sectorLabel': 'Sector: ',
  'carousel.tagsLabel': 'Etiquetas: ',
  'carousel.untitled': 'Vídeo sin título {id}',
  'carousel.invalidLimit':
    'El atributo limit debe ser un número entero de 1 a 1000, como limit="12"; es "{limit}".',
  'carousel.missingEndpoint':
    'No hay ningún endpoint configurado. Añade un atributo endpoint, o <meta name="video-content-widgets:endpoint" content="…"> a la página.',
  'carousel.offline': 'No tienes conexión. Vuelve a conectarte a Internet para cargar los vídeos.',
  'carousel.unknownEndpoint':
    'La dirección del endpoint no lleva al servicio de vídeo (respondió 404). Comprueba el atributo endpoint.',
  'carousel.unexpected': 'Algo ha fallado al mostrar los vídeos. Inténtalo de nuevo más tarde.',
  'carousel.filterLabel': 'Filtrar vídeos',
  'carousel.filterAll': 'Todos',
  'carousel.filtered': 'Vídeos mostrados: {count}.',
  'carousel.noMatch':
    'Ninguno de estos vídeos trata sobre «{filter}». Elige otro filtro o muestra todos los vídeos.',
  'carousel.showAll': 'Mostrar todos los vídeos',
  'carousel.loadMore': 'Cargar más vídeos',
  'carousel.moreShown': 'Vídeos añadidos: {count}; se muestran {shown} de {total}.',
  'transcript.label': 'Transcripción',
  'transcript.search': 'Buscar en la transcripción',
  'transcript.matches': {
    one: '{count} línea coincide',
    many: '{count} líneas coinciden',
    other: '{count} líneas coinciden',
  },
  'transcript.noMatches': 'Ninguna línea coincide',
  'transcript.loading': 'Cargando la transcripción…',
  'transcript.none': 'Este vídeo no tiene subtítulos que mostrar como transcripción.',
  'transcript.noPlayer':
    'El atributo for de <video-transcript> debe ser el id de un <video-player> de esta página (es "{id}").',
  'transcript.failed':
    'No se ha podido cargar la transcripción. Comprueba la conexión y vuelve a cargar la página.',
  'errors.auth':
    'El servicio de vídeo ha rechazado la clave de API. Comprueba el atributo api-key o la clave configurada en el proxy.',
  'errors.not-found':
    'El servicio de vídeo no tiene ese vídeo, o la dirección del endpoint es incorrecta.',
  'errors.rate-limited':
    'El servicio de vídeo está recibiendo demasiadas solicitudes. Inténtalo de nuevo en un momento.',
  'errors.server':
    'El servicio de vídeo tiene problemas en este momento. Inténtalo de nuevo más tarde.',
  'errors.network':
    'No se ha podido contactar con el servicio de vídeo. Comprueba la conexión y la dirección del endpoint.',
  'errors.timeout': 'El servicio de vídeo ha tardado demasiado en responder. Inténtalo de nuevo.',
  'errors.bad-response':
    'El endpoint no ha respondido como el servicio de vídeo. Comprueba la dirección del endpoint.',
  'errors.bad-request':
    'El servicio de vídeo ha rechazado la solicitud. Comprueba los atributos del widget.',
  'errors.origin-not-allowed':
    'Este sitio (origen {origin}) no tiene permiso para usar el servicio de vídeo. Añade {origin} a los orígenes permitidos del proxy (PROXY_ALLOWED_ORIGINS) o sirve el proxy desde este sitio.',
  'errors.redirected':
    'El servicio de vídeo ha respondido con una redirección a otra dirección, que no se sigue para que la clave de API nunca se envíe a otro sitio. Pon en el atributo endpoint la dirección final.',
  'errors.unusable-records':
    'El servicio de vídeo ha enviado vídeos, pero no se puede mostrar ninguno: a cada uno le falta un identificador, un título o una URL de streaming http(s) o de MP4. Revisa esos registros en el servicio de vídeo; la consola del navegador indica cuántos se han ignorado.',
  'errors.too-large':
    'El servicio de vídeo ha enviado una respuesta mucho mayor de lo que necesitan los vídeos pedidos (más de 16 MiB antes de los vídeos de una lista, más de 256 KiB para un vídeo, o registros rellenados más allá de cualquier vídeo), que no se sigue leyendo. Comprueba que el servicio respeta el parámetro limit y envía un registro por vídeo.',
  codeUnavailable:
    'No se ha podido descargar una parte de este widget de vídeo. Comprueba tu conexión y vuelve a cargar la página.',
};

export default languageFile(words);
