import type {Words} from '../languages.js';
import {languageFile} from '../language-file.js';

/** Japanese (日本語). */
export const words: Words = {
  'player.play': '動画を再生：{title}',
  'player.playVideo': '動画を再生',
  'player.resume': '{time} から再開',
  'player.startOver': '最初から再生',
  'player.region': '動画プレーヤー：{title}',
  'player.loading': '動画を読み込んでいます…',
  'player.retry': '再試行',
  'player.community': 'コミュニティ',
  'player.invalidVideoId':
    'video-id 属性には動画の整数 ID を指定してください（例：video-id="42"）。現在の値は "{id}" です。',
  'player.invalidVideo':
    'video プロパティは使用できる動画レコードではありません。整数の ID、タイトル、http(s) のストリームまたは MP4 の URL が必要です。',
  'player.invalidSrc':
    'src 属性には HLS プレイリスト（.m3u8）または MP4 ファイルの http(s) URL を指定してください。現在の値は "{src}" です。',
  'player.missingEndpoint':
    'エンドポイントが設定されていません。endpoint 属性、またはページに <meta name="video-content-widgets:endpoint" content="…"> を追加してください。',
  'player.offline': 'オフラインです。動画を見るにはインターネットに再接続してください。',
  'player.unexpected': '動画の表示中に問題が発生しました。しばらくしてからもう一度お試しください。',
  'player.playbackErrors.network':
    '動画をダウンロードできませんでした。接続を確認して、もう一度お試しください。',
  'player.playbackErrors.media': '動画を再生できませんでした。ストリームが破損しているようです。',
  'player.playbackErrors.unsupported': 'このブラウザではこの動画を再生できません。',
  'player.quality': '画質',
  'player.auto': '自動',
  'player.autoPlaying': '自動（{level}）',
  'player.captions': '字幕',
  'player.captionsOff': 'オフ',
  'player.captionsTrack': 'トラック {number}',
  'player.audio': '音声',
  'player.playButton': '再生',
  'player.pause': '一時停止',
  'player.seek': 'シークバー',
  'player.timeOf': '{time} / {duration}',
  'player.mute': 'ミュート',
  'player.volume': '音量',
  'player.rate': '再生速度',
  'player.rateValue': '{rate}×',
  'player.controlValue': '{label}：{value}',
  'player.pictureInPicture': 'ピクチャー イン ピクチャー',
  'player.remotePlayback': '別の画面で再生',
  'player.fullscreen': '全画面',
  'player.exitFullscreen': '全画面を終了',
  'player.skippedBack': '{seconds} 秒戻る',
  'player.skippedForward': '{seconds} 秒進む',
  'player.shortcuts': 'キーボード ショートカット',
  'player.shortcutPlay': '再生/一時停止',
  'player.shortcutSeek': '{seconds} 秒戻る/進む',
  'player.shortcutVolume': '音量を上げる/下げる',
  'player.shortcutMute': 'ミュートのオン/オフ',
  'player.shortcutCaptions': '字幕のオン/オフ',
  'player.shortcutFullscreen': '全画面のオン/オフ',
  'player.shortcutHelp': 'このショートカット一覧',
  'player.keySpace': 'スペース',
  'player.close': '閉じる',
  'player.upNext': '次の動画',
  'player.upNextCountdown': '{seconds} 秒後に再生',
  'player.upNextSpoken': '次の動画：{title}。',
  'player.upNextCountdownSpoken':
    '次の動画：{title}。{seconds} 秒後に再生します。キャンセルするには Esc キーを押してください。',
  'player.playNext': '今すぐ再生',
  'player.cancelNext': 'キャンセル',
  'player.previousVideo': '前の動画',
  'player.nextVideo': '次の動画',
  'player.captionSize': 'サイズ',
  'player.captionColors': '色',
  'player.captionColorsDefault': 'デフォルト',
  'player.captionColorPresets.white-on-black': '黒地に白',
  'player.captionColorPresets.yellow-on-black': '黒地に黄',
  'player.captionColorPresets.black-on-white': '白地に黒',
  'carousel.regionLabel': '動画：{category}',
  'carousel.regionLabelAll': '動画',
  'carousel.roleDescription': 'カルーセル',
  'carousel.previous': '前の動画',
  'carousel.next': '次の動画',
  'carousel.loading': '動画を読み込んでいます…',
  'carousel.loaded': '読み込んだ動画：{count} 本。',
  'carousel.empty': 'カテゴリ「{category}」にはまだ動画がありません。',
  'carousel.emptyAll': 'まだ動画がありません。',
  'carousel.retry': '再試行',
  'carousel.close': '閉じる',
  'carousel.community': 'コミュニティ',
  'carousel.difficulty': 'レベル {level}',
  'carousel.sectorLabel': '業種：',
  'carousel.tagsLabel': 'タグ：',
  'carousel.untitled': '無題の動画 {id}',
  'carousel.invalidLimit':
    'limit 属性には 1～1000 の整数を指定してください（例：limit="12"）。現在の値は "{limit}" です。',
  'carousel.missingEndpoint':
    'エンドポイントが設定されていません。endpoint 属性、またはページに <meta name="video-content-widgets:endpoint" content="…"> を追加してください。',
  'carousel.offline': 'オフラインです。動画を読み込むにはインターネットに再接続してください。',
  'carousel.unknownEndpoint':
    'エンドポイントのアドレスが動画サービスにつながっていません（404 が返されました）。endpoint 属性を確認してください。',
  'carousel.unexpected':
    '動画の表示中に問題が発生しました。しばらくしてからもう一度お試しください。',
  'carousel.filterLabel': '動画を絞り込む',
  'carousel.filterAll': 'すべて',
  'carousel.filtered': '表示中の動画：{count} 本。',
  'carousel.noMatch':
    '「{filter}」に関する動画はこの中にありません。別のフィルタを選ぶか、すべての動画を表示してください。',
  'carousel.showAll': 'すべての動画を表示',
  'carousel.loadMore': 'さらに動画を読み込む',
  'carousel.moreShown': '追加した動画：{count} 本。{total} 本中 {shown} 本を表示中。',
  'transcript.label': '文字起こし',
  'transcript.search': '文字起こしを検索',
  'transcript.matches': '{count} 行が一致',
  'transcript.noMatches': '一致する行はありません',
  'transcript.loading': '文字起こしを読み込んでいます…',
  'transcript.none': 'この動画には文字起こしとして表示できる字幕がありません。',
  'transcript.noPlayer':
    '<video-transcript> の for 属性には、このページにある <video-player> の ID を指定してください（現在の値は "{id}" です）。',
  'transcript.failed':
    '文字起こしを読み込めませんでした。接続を確認して、ページを再読み込みしてください。',
  'errors.auth':
    '動画サービスが API キーを拒否しました。api-key 属性、またはプロキシに設定したキーを確認してください。',
  'errors.not-found': '動画サービスにその動画がないか、エンドポイントのアドレスが間違っています。',
  'errors.rate-limited':
    '動画サービスへのリクエストが多すぎます。少し待ってからもう一度お試しください。',
  'errors.server': '動画サービスで問題が発生しています。しばらくしてからもう一度お試しください。',
  'errors.network':
    '動画サービスに接続できませんでした。接続とエンドポイントのアドレスを確認してください。',
  'errors.timeout': '動画サービスの応答に時間がかかりすぎました。もう一度お試しください。',
  'errors.bad-response':
    'エンドポイントが動画サービスとして応答しませんでした。エンドポイントのアドレスを確認してください。',
  'errors.bad-request':
    '動画サービスがリクエストを拒否しました。ウィジェットの属性を確認してください。',
  'errors.origin-not-allowed':
    'このサイト（オリジン {origin}）は動画サービスの使用を許可されていません。{origin} をプロキシの許可オリジン（PROXY_ALLOWED_ORIGINS）に追加するか、このサイトからプロキシを提供してください。',
  'errors.redirected':
    '動画サービスが別のアドレスへのリダイレクトを返しました。API キーが他所に送られないよう、リダイレクトには従いません。endpoint 属性に最終的なアドレスを設定してください。',
  'errors.unusable-records':
    '動画サービスから動画が届きましたが、どれも表示できません。いずれも ID、タイトル、または http(s) のストリームか MP4 の URL がありません。動画サービスでこれらのレコードを確認してください。無視された件数はブラウザのコンソールに表示されます。',
  'errors.too-large':
    '動画サービスから、要求した動画に必要な量をはるかに超える応答が届いたため、読み込みを中止しました（リストの動画の前で 16 MiB 超、動画 1 本で 256 KiB 超、またはどの動画にも不要なほど水増しされたレコード）。サービスが limit パラメータに従い、動画 1 本につきレコードを 1 件送っているか確認してください。',
  codeUnavailable:
    'この動画ウィジェットの一部をダウンロードできませんでした。接続を確認してから、ページを再読み込みしてください。',
};

export default languageFile(words);
