import type {Words} from '../languages.js';
import {languageFile} from '../language-file.js';

/** Portuguese as written in Portugal (português europeu); also Angola, Mozambique and the rest. */
export const words: Words = {
  'player.play': 'Reproduzir vídeo: {title}',
  'player.playVideo': 'Reproduzir vídeo',
  'player.resume': 'Retomar a partir de {time}',
  'player.startOver': 'Recomeçar do início',
  'player.region': 'Leitor de vídeo: {title}',
  'player.loading': 'A carregar o vídeo…',
  'player.retry': 'Tentar novamente',
  'player.community': 'Comunidade',
  'player.invalidVideoId':
    'O atributo video-id tem de ser o ID inteiro de um vídeo, como video-id="42"; é "{id}".',
  'player.invalidVideo':
    'A propriedade video não é um registo de vídeo utilizável: precisa de um ID inteiro, de um título e de um URL de stream http(s) ou de MP4.',
  'player.invalidSrc':
    'O atributo src tem de ser o URL http(s) de uma lista de reprodução HLS (.m3u8) ou de um ficheiro MP4; é "{src}".',
  'player.missingEndpoint':
    'Não está definido nenhum endpoint. Adicione um atributo endpoint ou <meta name="video-content-widgets:endpoint" content="…"> à página.',
  'player.offline': 'Está offline. Volte a ligar-se à Internet para ver o vídeo.',
  'player.unexpected': 'Ocorreu um problema ao mostrar o vídeo. Tente novamente mais tarde.',
  'player.playbackErrors.network':
    'Não foi possível transferir o vídeo. Verifique a sua ligação e tente novamente.',
  'player.playbackErrors.media':
    'Não foi possível reproduzir o vídeo: o stream parece estar danificado.',
  'player.playbackErrors.unsupported': 'Este navegador não consegue reproduzir este vídeo.',
  'player.quality': 'Qualidade',
  'player.auto': 'Automática',
  'player.autoPlaying': 'Automática ({level})',
  'player.captions': 'Legendas',
  'player.captionsOff': 'Desativadas',
  'player.captionsTrack': 'Faixa {number}',
  'player.audio': 'Áudio',
  'player.playButton': 'Reproduzir',
  'player.pause': 'Pausar',
  'player.seek': 'Barra de progresso',
  'player.timeOf': '{time} de {duration}',
  'player.mute': 'Desativar som',
  'player.volume': 'Volume',
  'player.rate': 'Velocidade de reprodução',
  'player.rateValue': '{rate}×',
  'player.controlValue': '{label}: {value}',
  'player.pictureInPicture': 'Ecrã no ecrã',
  'player.remotePlayback': 'Reproduzir noutro ecrã',
  'player.fullscreen': 'Ecrã inteiro',
  'player.exitFullscreen': 'Sair do ecrã inteiro',
  'player.skippedBack': {
    one: 'Recuar {seconds} segundo',
    many: 'Recuar {seconds} segundos',
    other: 'Recuar {seconds} segundos',
  },
  'player.skippedForward': {
    one: 'Avançar {seconds} segundo',
    many: 'Avançar {seconds} segundos',
    other: 'Avançar {seconds} segundos',
  },
  'player.shortcuts': 'Atalhos de teclado',
  'player.shortcutPlay': 'Reproduzir ou pausar',
  'player.shortcutSeek': {
    one: 'Recuar ou avançar {seconds} segundo',
    many: 'Recuar ou avançar {seconds} segundos',
    other: 'Recuar ou avançar {seconds} segundos',
  },
  'player.shortcutVolume': 'Aumentar ou diminuir o volume',
  'player.shortcutMute': 'Desativar ou ativar o som',
  'player.shortcutCaptions': 'Ativar ou desativar as legendas',
  'player.shortcutFullscreen': 'Ativar ou desativar o ecrã inteiro',
  'player.shortcutHelp': 'Estes atalhos',
  'player.keySpace': 'Espaço',
  'player.close': 'Fechar',
  'player.upNext': 'A seguir',
  'player.upNextCountdown': 'Começa dentro de {seconds} s',
  'player.upNextSpoken': 'A seguir: {title}.',
  'player.upNextCountdownSpoken': {
    one: 'A seguir: {title}. Começa dentro de {seconds} segundo; prima Esc para cancelar.',
    many: 'A seguir: {title}. Começa dentro de {seconds} segundos; prima Esc para cancelar.',
    other: 'A seguir: {title}. Começa dentro de {seconds} segundos; prima Esc para cancelar.',
  },
  'player.playNext': 'Reproduzir agora',
  'player.cancelNext': 'Cancelar',
  'player.previousVideo': 'Vídeo anterior',
  'player.nextVideo': 'Vídeo seguinte',
  'player.captionSize': 'Tamanho',
  'player.captionColors': 'Cores',
  'player.captionColorsDefault': 'Predefinição',
  'player.captionColorPresets.white-on-black': 'Branco sobre preto',
  'player.captionColorPresets.yellow-on-black': 'Amarelo sobre preto',
  'player.captionColorPresets.black-on-white': 'Preto sobre branco',
  'carousel.regionLabel': 'Vídeos: {category}',
  'carousel.regionLabelAll': 'Vídeos',
  'carousel.roleDescription': 'carrossel',
  'carousel.previous': 'Vídeos anteriores',
  'carousel.next': 'Vídeos seguintes',
  'carousel.loading': 'A carregar os vídeos…',
  'carousel.loaded': 'Vídeos carregados: {count}.',
  'carousel.empty': 'Ainda não há vídeos na categoria «{category}».',
  'carousel.emptyAll': 'Ainda não há vídeos.',
  'carousel.retry': 'Tentar novamente',
  'carousel.close': 'Fechar',
  'carousel.community': 'Comunidade',
  'carousel.difficulty': 'Nível {level}',
  'carousel.sectorLabel': 'Setor: ',
  'carousel.tagsLabel': 'Etiquetas: ',
  'carousel.untitled': 'Vídeo sem título {id}',
  'carousel.invalidLimit':
    'O atributo limit tem de ser um número inteiro de 1 a 1000, como limit="12"; é "{limit}".',
  'carousel.missingEndpoint':
    'Não está definido nenhum endpoint. Adicione um atributo endpoint ou <meta name="video-content-widgets:endpoint" content="…"> à página.',
  'carousel.offline': 'Está offline. Volte a ligar-se à Internet para carregar os vídeos.',
  'carousel.unknownEndpoint':
    'O endereço do endpoint não conduz ao serviço de vídeo (respondeu 404). Verifique o atributo endpoint.',
  'carousel.unexpected': 'Ocorreu um problema ao mostrar os vídeos. Tente novamente mais tarde.',
  'carousel.filterLabel': 'Filtrar vídeos',
  'carousel.filterAll': 'Todos',
  'carousel.filtered': 'Vídeos apresentados: {count}.',
  'carousel.noMatch':
    'Nenhum destes vídeos é sobre «{filter}». Escolha outro filtro ou mostre todos os vídeos.',
  'carousel.showAll': 'Mostrar todos os vídeos',
  'carousel.loadMore': 'Carregar mais vídeos',
  'carousel.moreShown': 'Vídeos adicionados: {count}; {shown} de {total} apresentados.',
  'transcript.label': 'Transcrição',
  'transcript.search': 'Pesquisar na transcrição',
  'transcript.matches': {
    one: '{count} linha corresponde',
    many: '{count} linhas correspondem',
    other: '{count} linhas correspondem',
  },
  'transcript.noMatches': 'Nenhuma linha corresponde',
  'transcript.loading': 'A carregar a transcrição…',
  'transcript.none': 'Este vídeo não tem legendas para mostrar como transcrição.',
  'transcript.noPlayer':
    'O atributo for de <video-transcript> tem de ser o ID de um <video-player> desta página (é "{id}").',
  'transcript.failed':
    'Não foi possível carregar a transcrição. Verifique a ligação e recarregue a página.',
  'errors.auth':
    'O serviço de vídeo recusou a chave de API. Verifique o atributo api-key ou a chave configurada no proxy.',
  'errors.not-found':
    'O serviço de vídeo não tem esse vídeo, ou o endereço do endpoint está errado.',
  'errors.rate-limited':
    'O serviço de vídeo está a receber pedidos a mais. Tente novamente daqui a pouco.',
  'errors.server':
    'O serviço de vídeo está com problemas neste momento. Tente novamente mais tarde.',
  'errors.network':
    'Não foi possível contactar o serviço de vídeo. Verifique a ligação e o endereço do endpoint.',
  'errors.timeout': 'O serviço de vídeo demorou demasiado a responder. Tente novamente.',
  'errors.bad-response':
    'O endpoint não respondeu como o serviço de vídeo. Verifique o endereço do endpoint.',
  'errors.bad-request': 'O serviço de vídeo rejeitou o pedido. Verifique os atributos do widget.',
  'errors.origin-not-allowed':
    'Este site (origem {origin}) não tem autorização para usar o serviço de vídeo. Adicione {origin} às origens permitidas do proxy (PROXY_ALLOWED_ORIGINS) ou sirva o proxy a partir deste site.',
  'errors.redirected':
    'O serviço de vídeo respondeu com um redirecionamento para outro endereço, que não é seguido para que a chave de API nunca seja enviada para outro lado. Defina o atributo endpoint com o endereço final.',
  'errors.unusable-records':
    'O serviço de vídeo enviou vídeos, mas nenhum pode ser apresentado: falta a cada um deles um ID, um título ou um URL de stream http(s) ou de MP4. Verifique esses registos no serviço de vídeo; a consola do navegador indica quantos foram ignorados.',
  'errors.too-large':
    'O serviço de vídeo enviou uma resposta muito maior do que os vídeos pedidos precisam (mais de 16 MiB antes dos vídeos de uma lista, mais de 256 KiB para um vídeo, ou registos preenchidos para lá de qualquer vídeo), que deixa de ser lida. Verifique se o serviço respeita o parâmetro limit e envia um registo por vídeo.',
  codeUnavailable:
    'Não foi possível transferir uma parte deste widget de vídeo. Verifique a sua ligação e recarregue a página.',
};

export default languageFile(words);
