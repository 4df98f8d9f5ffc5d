import type {Words} from '../languages.js';
import {languageFile} from '../language-file.js';

/** Korean (한국어). */
export const words: Words = {
  'player.play': '동영상 재생: {title}',
  'player.resume': '{time}부터 이어서 보기',
  'player.startOver': '처음부터 보기',
  'player.region': '동영상 플레이어: {title}',
  'player.loading': '동영상을 불러오는 중…',
  'player.retry': '다시 시도',
  'player.community': '커뮤니티',
  'player.invalidVideoId':
    'video-id 속성은 동영상의 정수 ID여야 합니다(예: video-id="42"). 현재 값은 "{id}"입니다.',
  'player.invalidVideo':
    'video 속성이 사용할 수 있는 동영상 레코드가 아닙니다. 정수 ID, 제목, http(s) 스트림 또는 MP4 URL이 필요합니다.',
  'player.missingEndpoint':
    '엔드포인트가 설정되지 않았습니다. endpoint 속성이나 <meta name="video-content-widgets:endpoint" content="…">를 페이지에 추가하세요.',
  'player.offline': '오프라인 상태입니다. 동영상을 보려면 인터넷에 다시 연결하세요.',
  'player.unexpected': '동영상을 표시하는 중에 문제가 발생했습니다. 나중에 다시 시도하세요.',
  'player.playbackErrors.network':
    '동영상을 다운로드하지 못했습니다. 연결을 확인하고 다시 시도하세요.',
  'player.playbackErrors.media': '동영상을 재생하지 못했습니다. 스트림이 손상된 것 같습니다.',
  'player.playbackErrors.unsupported': '이 브라우저에서는 이 동영상을 재생할 수 없습니다.',
  'player.quality': '화질',
  'player.auto': '자동',
  'player.autoPlaying': '자동({level})',
  'player.captions': '자막',
  'player.captionsOff': '사용 안함',
  'player.captionsTrack': '트랙 {number}',
  'player.audio': '오디오',
  'player.playButton': '재생',
  'player.pause': '일시중지',
  'player.seek': '탐색 막대',
  'player.timeOf': '{time} / {duration}',
  'player.mute': '음소거',
  'player.volume': '볼륨',
  'player.rate': '재생 속도',
  'player.rateValue': '{rate}×',
  'player.controlValue': '{label}: {value}',
  'player.pictureInPicture': 'PIP 모드',
  'player.fullscreen': '전체 화면',
  'player.exitFullscreen': '전체 화면 종료',
  'player.skippedBack': '{seconds}초 뒤로',
  'player.skippedForward': '{seconds}초 앞으로',
  'player.upNext': '다음 동영상',
  'player.upNextCountdown': '{seconds}초 후 재생',
  'player.upNextSpoken': '다음 동영상: {title}.',
  'player.upNextCountdownSpoken':
    '다음 동영상: {title}. {seconds}초 후에 재생됩니다. 취소하려면 Esc 키를 누르세요.',
  'player.playNext': '지금 재생',
  'player.cancelNext': '취소',
  'player.previousVideo': '이전 동영상',
  'player.nextVideo': '다음 동영상',
  'player.captionSize': '크기',
  'player.captionColors': '색상',
  'player.captionColorsDefault': '기본값',
  'player.captionColorPresets.white-on-black': '검은색 바탕에 흰색',
  'player.captionColorPresets.yellow-on-black': '검은색 바탕에 노란색',
  'player.captionColorPresets.black-on-white': '흰색 바탕에 검은색',
  'carousel.regionLabel': '동영상: {category}',
  'carousel.regionLabelAll': '동영상',
  'carousel.roleDescription': '캐러셀',
  'carousel.previous': '이전 동영상',
  'carousel.next': '다음 동영상',
  'carousel.loading': '동영상을 불러오는 중…',
  'carousel.loaded': '불러온 동영상: {count}개.',
  'carousel.empty': '‘{category}’ 카테고리에 아직 동영상이 없습니다.',
  'carousel.emptyAll': '아직 동영상이 없습니다.',
  'carousel.retry': '다시 시도',
  'carousel.close': '닫기',
  'carousel.community': '커뮤니티',
  'carousel.difficulty': '레벨 {level}',
  'carousel.sectorLabel': '업종: ',
  'carousel.tagsLabel': '태그: ',
  'carousel.untitled': '제목 없는 동영상 {id}',
  'carousel.invalidLimit':
    'limit 속성은 1에서 1000 사이의 정수여야 합니다(예: limit="12"). 현재 값은 "{limit}"입니다.',
  'carousel.missingEndpoint':
    '엔드포인트가 설정되지 않았습니다. endpoint 속성이나 <meta name="video-content-widgets:endpoint" content="…">를 페이지에 추가하세요.',
  'carousel.offline': '오프라인 상태입니다. 동영상을 불러오려면 인터넷에 다시 연결하세요.',
  'carousel.unknownEndpoint':
    '엔드포인트 주소가 동영상 서비스로 연결되지 않습니다(404 응답). endpoint 속성을 확인하세요.',
  'carousel.unexpected': '동영상을 표시하는 중에 문제가 발생했습니다. 나중에 다시 시도하세요.',
  'carousel.filterLabel': '동영상 필터',
  'carousel.filterAll': '전체',
  'carousel.filtered': '표시된 동영상: {count}개.',
  'carousel.noMatch':
    '이 동영상 중 ‘{filter}’에 관한 것이 없습니다. 다른 필터를 선택하거나 모든 동영상을 표시하세요.',
  'carousel.showAll': '모든 동영상 표시',
  'carousel.loadMore': '동영상 더 불러오기',
  'carousel.moreShown': '추가된 동영상: {count}개. {total}개 중 {shown}개 표시.',
  'transcript.label': '스크립트',
  'transcript.search': '스크립트 검색',
  'transcript.matches': '{count}줄 일치',
  'transcript.noMatches': '일치하는 줄 없음',
  'transcript.loading': '스크립트를 불러오는 중…',
  'transcript.none': '이 동영상에는 스크립트로 표시할 자막이 없습니다.',
  'transcript.noPlayer':
    '<video-transcript>의 for 속성은 이 페이지에 있는 <video-player>의 ID여야 합니다(현재 값은 "{id}"입니다).',
  'transcript.failed': '스크립트를 불러오지 못했습니다. 연결을 확인하고 페이지를 새로고침하세요.',
  'errors.auth':
    '동영상 서비스가 API 키를 거부했습니다. api-key 속성이나 프록시에 설정된 키를 확인하세요.',
  'errors.not-found': '동영상 서비스에 해당 동영상이 없거나 엔드포인트 주소가 잘못되었습니다.',
  'errors.rate-limited': '동영상 서비스에 요청이 너무 많습니다. 잠시 후 다시 시도하세요.',
  'errors.server': '지금 동영상 서비스에 문제가 있습니다. 나중에 다시 시도하세요.',
  'errors.network': '동영상 서비스에 연결할 수 없습니다. 연결과 엔드포인트 주소를 확인하세요.',
  'errors.timeout': '동영상 서비스의 응답이 너무 오래 걸렸습니다. 다시 시도하세요.',
  'errors.bad-response':
    '엔드포인트가 동영상 서비스처럼 응답하지 않았습니다. 엔드포인트 주소를 확인하세요.',
  'errors.bad-request': '동영상 서비스가 요청을 거부했습니다. 위젯의 속성을 확인하세요.',
  'errors.origin-not-allowed':
    '이 사이트(출처 {origin})는 동영상 서비스를 사용할 수 없습니다. {origin}을(를) 프록시의 허용 출처(PROXY_ALLOWED_ORIGINS)에 추가하거나 이 사이트에서 프록시를 제공하세요.',
  'errors.redirected':
    '동영상 서비스가 다른 주소로 리디렉션했습니다. API 키가 다른 곳으로 전송되지 않도록 리디렉션을 따르지 않습니다. endpoint 속성을 최종 주소로 설정하세요.',
  'errors.unusable-records':
    '동영상 서비스가 동영상을 보냈지만 표시할 수 있는 것이 없습니다. 모두 ID, 제목 또는 http(s) 스트림이나 MP4 URL이 없습니다. 동영상 서비스에서 이 레코드를 확인하세요. 무시된 개수는 브라우저 콘솔에 표시됩니다.',
  'errors.too-large':
    '동영상 서비스가 요청한 동영상에 필요한 것보다 훨씬 큰 응답을 보내 더 이상 읽지 않습니다(목록의 동영상 앞에서 16MiB 초과, 동영상 1개에 256KiB 초과, 또는 어떤 동영상보다도 부풀려진 레코드). 서비스가 limit 매개변수를 지키고 동영상 1개당 레코드 1개를 보내는지 확인하세요.',
  codeUnavailable:
    '이 동영상 위젯의 일부를 다운로드하지 못했습니다. 연결을 확인한 다음 페이지를 새로고침하세요.',
};

export default languageFile(words);
