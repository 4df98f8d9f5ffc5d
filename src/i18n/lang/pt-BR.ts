import type {Words} from '../languages.js';
import {languageFile} from '../language-file.js';

/** Portuguese as written in Brazil (português do Brasil); also a bare `pt`. */
export const words: Words = {
  'player.play': 'Assistir ao vídeo: {title}',
  'player.playVideo': 'Assistir ao vídeo',
  'player.resume': 'Retomar de {time}',
  'player.startOver': 'Começar do início',
  'player.region': 'Player de vídeo: {title}',
  'player.loading': 'Carregando vídeo…',
  'player.retry': 'Tentar novamente',
  'player.community': 'Comunidade',
  'player.invalidVideoId':
    'O atributo video-id precisa ser o ID inteiro de um vídeo, como video-id="42"; ele é "{id}".',
  'player.invalidVideo':
    'A propriedade video não é um registro de vídeo utilizável: ela precisa de um ID inteiro, um título e uma URL de stream http(s) ou de MP4.',
  'player.invalidSrc':
    'O atributo src precisa ser a URL http(s) de uma playlist HLS (.m3u8) ou de um arquivo MP4; ele é "{src}".',
  'player.missingEndpoint':
    'Nenhum endpoint foi definido. Adicione um atributo endpoint ou <meta name="video-content-widgets:endpoint" content="…"> à página.',
  'player.offline': 'Você está off-line. Reconecte-se à internet para assistir ao vídeo.',
  'player.unexpected': 'Algo deu errado ao mostrar o vídeo. Tente novamente mais tarde.',
  'player.playbackErrors.network':
    'Não foi possível baixar o vídeo. Verifique sua conexão e tente novamente.',
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
  'player.rate': 'Velocidade da reprodução',
  'player.rateValue': '{rate}×',
  'player.controlValue': '{label}: {value}',
  'player.pictureInPicture': 'Picture-in-picture',
  'player.remotePlayback': 'Reproduzir em outra tela',
  'player.fullscreen': 'Tela cheia',
  'player.exitFullscreen': 'Sair da tela cheia',
  'player.skippedBack': {
    one: 'Voltar {seconds} segundo',
    many: 'Voltar {seconds} segundos',
    other: 'Voltar {seconds} segundos',
  },
  'player.skippedForward': {
    one: 'Avançar {seconds} segundo',
    many: 'Avançar {seconds} segundos',
    other: 'Avançar {seconds} segundos',
  },
  'player.shortcuts': 'Atalhos do teclado',
  'player.shortcutPlay': 'Reproduzir ou pausar',
  'player.shortcutSeek': {
    one: 'Voltar ou avançar {seconds} segundo',
    many: 'Voltar ou avançar {seconds} segundos',
    other: 'Voltar ou avançar {seconds} segundos',
  },
  'player.shortcutVolume': 'Aumentar ou diminuir o volume',
  'player.shortcutMute': 'Desativar ou ativar o som',
  'player.shortcutCaptions': 'Ativar ou desativar as legendas',
  'player.shortcutFullscreen': 'Ativar ou desativar a tela cheia',
  'player.shortcutHelp': 'Estes atalhos',
  'player.keySpace': 'Espaço',
  'player.close': 'Fechar',
  'player.upNext': 'A seguir',
  'player.upNextCountdown': 'Começa em {seconds} s',
  'player.upNextSpoken': 'A seguir: {title}.',
  'player.upNextCountdownSpoken': {
    one: 'A seguir: {title}. Começa em {seconds} segundo; pressione Esc para cancelar.',
    many: 'A seguir: {title}. Começa em {seconds} segundos; pressione Esc para cancelar.',
    other: 'A seguir: {title}. Começa em {seconds} segundos; pressione Esc para cancelar.',
  },
  'player.playNext': 'Assistir agora',
  'player.cancelNext': 'Cancelar',
  'player.previousVideo': 'Vídeo anterior',
  'player.nextVideo': 'Próximo vídeo',
  'player.captionSize': 'Tamanho',
  'player.captionColors': 'Cores',
  'player.captionColorsDefault': 'Padrão',
  'player.captionColorPresets.white-on-black': 'Branco no preto',
  'player.captionColorPresets.yellow-on-black': 'Amarelo no preto',
  'player.captionColorPresets.black-on-white': 'Preto no branco',
  'carousel.regionLabel': 'Vídeos: {category}',
  'carousel.regionLabelAll': 'Vídeos',
  'carousel.roleDescription': 'carrossel',
  'carousel.previous': 'Vídeos anteriores',
  'carousel.next': 'Próximos vídeos',
  'carousel.loading': 'Carregando vídeos…',
  'carousel.loaded': 'Vídeos carregados: {count}.',
  'carousel.empty': 'Ainda não há vídeos na categoria “{category}”.',
  'carousel.emptyAll': 'Ainda não há vídeos.',
  'carousel.retry': 'Tentar novamente',
  'carousel.close': 'Fechar',
  'carousel.community': 'Comunidade',
  'carousel.difficulty': 'Nível {level}',
  'carousel.sectorLabel': 'Setor: ',
  'carousel.tagsLabel': 'Tags: ',
  'carousel.untitled': 'Vídeo sem título {id}',
  'carousel.invalidLimit':
    'O atributo limit precisa ser um número inteiro de 1 a 1000, como limit="12"; ele é "{limit}".',
  'carousel.missingEndpoint':
    'Nenhum endpoint foi definido. Adicione um atributo endpoint ou <meta name="video-content-widgets:endpoint" content="…"> à página.',
  'carousel.offline': 'Você está off-line. Reconecte-se à internet para carregar os vídeos.',
  'carousel.unknownEndpoint':
    'O endereço do endpoint não leva ao serviço de vídeo (ele respondeu 404). Verifique o atributo endpoint.',
  'carousel.unexpected': 'Algo deu errado ao mostrar os vídeos. Tente novamente mais tarde.',
  'carousel.filterLabel': 'Filtrar vídeos',
  'carousel.filterAll': 'Todos',
  'carousel.filtered': 'Vídeos exibidos: {count}.',
  'carousel.noMatch':
    'Nenhum destes vídeos é sobre “{filter}”. Escolha outro filtro ou mostre todos os vídeos.',
  'carousel.showAll': 'Mostrar todos os vídeos',
  'carousel.loadMore': 'Carregar mais vídeos',
  'carousel.moreShown': 'Vídeos adicionados: {count}; {shown} de {total} exibidos.',
  'transcript.label': 'Transcrição',
  'transcript.search': 'Pesquisar na transcrição',
  'transcript.matches': {
    one: '{count} linha corresponde',
    many: '{count} linhas correspondem',
    other: '{count} linhas correspondem',
  },
  'transcript.noMatches': 'Nenhuma linha corresponde',
  'transcript.loading': 'Carregando a transcrição…',
  'transcript.none': 'Este vídeo não tem legendas para mostrar como transcrição.',
  'transcript.noPlayer':
    'O atributo for de <video-transcript> precisa ser o ID de um <video-player> desta página (ele é "{id}").',
  'transcript.failed':
    'Não foi possível carregar a transcrição. Verifique a conexão e recarregue a página.',
  'errors.auth':
    'O serviço de vídeo recusou a chave de API. Verifique o atributo api-key ou a chave configurada no proxy.',
  'errors.not-found':
    'O serviço de vídeo não tem esse vídeo, ou o endereço do endpoint está errado.',
  'errors.rate-limited':
    'O serviço de vídeo está recebendo solicitações demais. Tente novamente em instantes.',
  'errors.server': 'O serviço de vídeo está com problemas no momento. Tente novamente mais tarde.',
  'errors.network':
    'Não foi possível acessar o serviço de vídeo. Verifique a conexão e o endereço do endpoint.',
  'errors.timeout': 'O serviço de vídeo demorou demais para responder. Tente novamente.',
  'errors.bad-response':
    'O endpoint não respondeu como o serviço de vídeo. Verifique o endereço do endpoint.',
  'errors.bad-request':
    'O serviço de vídeo rejeitou a solicitação. Verifique os atributos do widget.',
  'errors.origin-not-allowed':
    'Este site (origem {origin}) não tem permissão para usar o serviço de vídeo. Adicione {origin} às origens permitidas do proxy (PROXY_ALLOWED_ORIGINS) ou sirva o proxy a partir deste site.',
  'errors.redirected':
    'O serviço de vídeo respondeu com um redirecionamento para outro endereço, que não é seguido para que a chave de API nunca seja enviada a outro lugar. Defina o atributo endpoint com o endereço final.',
  'errors.unusable-records':
    'O serviço de vídeo enviou vídeos, mas nenhum pode ser exibido: falta a cada um deles um ID, um título ou uma URL de stream http(s) ou de MP4. Verifique esses registros no serviço de vídeo; o console do navegador informa quantos foram ignorados.',
  'errors.too-large':
    'O serviço de vídeo enviou uma resposta muito maior do que os vídeos pedidos exigem (mais de 16 MiB antes dos vídeos de uma lista, mais de 256 KiB para um vídeo, ou registros inflados além de qualquer vídeo), que não é mais lida. Verifique se o serviço respeita o parâmetro limit e envia um registro por vídeo.',
  codeUnavailable:
    'Não foi possível baixar uma parte deste widget de vídeo. Verifique sua conexão e recarregue a página.',
};

export default languageFile(words);
