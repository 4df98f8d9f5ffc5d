import type {Words} from '../languages.js';
import {languageFile} from '../language-file.js';

/** Turkish (Türkçe). */
export const words: Words = {
  'player.play': 'Videoyu oynat: {title}',
  'player.playVideo': 'Videoyu oynat',
  'player.resume': '{time} konumundan devam et',
  'player.startOver': 'Baştan başlat',
  'player.region': 'Video oynatıcı: {title}',
  'player.loading': 'Video yükleniyor…',
  'player.retry': 'Tekrar dene',
  'player.community': 'Topluluk',
  'player.invalidVideoId':
    'video-id özelliği bir videonun tam sayı kimliği olmalıdır, örneğin video-id="42"; değeri "{id}".',
  'player.invalidVideo':
    "video özelliği kullanılabilir bir video kaydı değil: tam sayı bir kimlik, bir başlık ve bir http(s) akışı ya da MP4 URL'si gerekir.",
  'player.invalidSrc':
    'src özelliği bir HLS oynatma listesinin (.m3u8) ya da bir MP4 dosyasının http(s) URL\'si olmalıdır; değeri "{src}".',
  'player.missingEndpoint':
    'Uç nokta ayarlanmamış. Sayfaya bir endpoint özelliği ya da <meta name="video-content-widgets:endpoint" content="…"> ekleyin.',
  'player.offline': 'Çevrimdışısınız. Videoyu izlemek için internete yeniden bağlanın.',
  'player.unexpected': 'Video gösterilirken bir sorun oluştu. Daha sonra tekrar deneyin.',
  'player.playbackErrors.network': 'Video indirilemedi. Bağlantınızı kontrol edip tekrar deneyin.',
  'player.playbackErrors.media': 'Video oynatılamadı: akış bozuk görünüyor.',
  'player.playbackErrors.unsupported': 'Bu tarayıcı bu videoyu oynatamıyor.',
  'player.quality': 'Kalite',
  'player.auto': 'Otomatik',
  'player.autoPlaying': 'Otomatik ({level})',
  'player.captions': 'Altyazılar',
  'player.captionsOff': 'Kapalı',
  'player.captionsTrack': 'Parça {number}',
  'player.audio': 'Ses',
  'player.playButton': 'Oynat',
  'player.pause': 'Duraklat',
  'player.seek': 'İlerleme çubuğu',
  'player.timeOf': '{time} / {duration}',
  'player.mute': 'Sesi kapat',
  'player.volume': 'Ses düzeyi',
  'player.rate': 'Oynatma hızı',
  'player.rateValue': '{rate}×',
  'player.controlValue': '{label}: {value}',
  'player.pictureInPicture': 'Pencere içinde pencere',
  'player.remotePlayback': 'Başka bir ekranda oynat',
  'player.fullscreen': 'Tam ekran',
  'player.exitFullscreen': 'Tam ekrandan çık',
  'player.skippedBack': {
    one: '{seconds} saniye geri',
    other: '{seconds} saniye geri',
  },
  'player.skippedForward': {
    one: '{seconds} saniye ileri',
    other: '{seconds} saniye ileri',
  },
  'player.shortcuts': 'Klavye kısayolları',
  'player.shortcutPlay': 'Oynat veya duraklat',
  'player.shortcutSeek': {
    one: '{seconds} saniye geri veya ileri',
    other: '{seconds} saniye geri veya ileri',
  },
  'player.shortcutVolume': 'Ses düzeyini artır veya azalt',
  'player.shortcutMute': 'Sesi kapat veya aç',
  'player.shortcutCaptions': 'Altyazıları aç veya kapat',
  'player.shortcutFullscreen': 'Tam ekranı aç veya kapat',
  'player.shortcutHelp': 'Bu kısayollar',
  'player.keySpace': 'Boşluk',
  'player.close': 'Kapat',
  'player.upNext': 'Sıradaki',
  'player.upNextCountdown': '{seconds} sn sonra başlıyor',
  'player.upNextSpoken': 'Sıradaki: {title}.',
  'player.upNextCountdownSpoken': {
    one: 'Sıradaki: {title}. {seconds} saniye sonra başlıyor; iptal etmek için Esc tuşuna basın.',
    other: 'Sıradaki: {title}. {seconds} saniye sonra başlıyor; iptal etmek için Esc tuşuna basın.',
  },
  'player.playNext': 'Şimdi oynat',
  'player.cancelNext': 'İptal',
  'player.previousVideo': 'Önceki video',
  'player.nextVideo': 'Sonraki video',
  'player.captionSize': 'Boyut',
  'player.captionColors': 'Renkler',
  'player.captionColorsDefault': 'Varsayılan',
  'player.captionColorPresets.white-on-black': 'Siyah üzerine beyaz',
  'player.captionColorPresets.yellow-on-black': 'Siyah üzerine sarı',
  'player.captionColorPresets.black-on-white': 'Beyaz üzerine siyah',
  'carousel.regionLabel': 'Videolar: {category}',
  'carousel.regionLabelAll': 'Videolar',
  'carousel.roleDescription': 'atlıkarınca',
  'carousel.previous': 'Önceki videolar',
  'carousel.next': 'Sonraki videolar',
  'carousel.loading': 'Videolar yükleniyor…',
  'carousel.loaded': 'Yüklenen video sayısı: {count}.',
  'carousel.empty': '“{category}” kategorisinde henüz video yok.',
  'carousel.emptyAll': 'Henüz video yok.',
  'carousel.retry': 'Tekrar dene',
  'carousel.close': 'Kapat',
  'carousel.community': 'Topluluk',
  'carousel.difficulty': 'Seviye {level}',
  'carousel.sectorLabel': 'Sektör: ',
  'carousel.tagsLabel': 'Etiketler: ',
  'carousel.untitled': 'Başlıksız video {id}',
  'carousel.invalidLimit':
    'limit özelliği 1 ile 1000 arasında bir tam sayı olmalıdır, örneğin limit="12"; değeri "{limit}".',
  'carousel.missingEndpoint':
    'Uç nokta ayarlanmamış. Sayfaya bir endpoint özelliği ya da <meta name="video-content-widgets:endpoint" content="…"> ekleyin.',
  'carousel.offline': 'Çevrimdışısınız. Videoları yüklemek için internete yeniden bağlanın.',
  'carousel.unknownEndpoint':
    'Uç noktanın adresi video hizmetine gitmiyor (404 yanıtı verdi). endpoint özelliğini kontrol edin.',
  'carousel.unexpected': 'Videolar gösterilirken bir sorun oluştu. Daha sonra tekrar deneyin.',
  'carousel.filterLabel': 'Videoları filtrele',
  'carousel.filterAll': 'Tümü',
  'carousel.filtered': 'Gösterilen video sayısı: {count}.',
  'carousel.noMatch':
    'Bu videoların hiçbiri “{filter}” hakkında değil. Başka bir filtre seçin ya da tüm videoları gösterin.',
  'carousel.showAll': 'Tüm videoları göster',
  'carousel.loadMore': 'Daha fazla video yükle',
  'carousel.moreShown':
    'Eklenen video sayısı: {count}; {total} videodan {shown} tanesi gösteriliyor.',
  'transcript.label': 'Transkript',
  'transcript.search': 'Transkriptte ara',
  'transcript.matches': {
    one: '{count} satır eşleşiyor',
    other: '{count} satır eşleşiyor',
  },
  'transcript.noMatches': 'Eşleşen satır yok',
  'transcript.loading': 'Transkript yükleniyor…',
  'transcript.none': 'Bu videonun transkript olarak gösterilecek altyazısı yok.',
  'transcript.noPlayer':
    '<video-transcript> öğesinin for özelliği bu sayfadaki bir <video-player> öğesinin kimliği olmalıdır (değeri "{id}").',
  'transcript.failed': 'Transkript yüklenemedi. Bağlantıyı kontrol edip sayfayı yeniden yükleyin.',
  'errors.auth':
    "Video hizmeti API anahtarını reddetti. api-key özelliğini ya da proxy'de yapılandırılan anahtarı kontrol edin.",
  'errors.not-found': 'Video hizmetinde böyle bir video yok ya da uç noktanın adresi yanlış.',
  'errors.rate-limited': 'Video hizmeti çok fazla istek alıyor. Birazdan tekrar deneyin.',
  'errors.server': 'Video hizmeti şu anda sorun yaşıyor. Daha sonra tekrar deneyin.',
  'errors.network': 'Video hizmetine ulaşılamadı. Bağlantıyı ve uç noktanın adresini kontrol edin.',
  'errors.timeout': 'Video hizmeti yanıt vermekte çok gecikti. Tekrar deneyin.',
  'errors.bad-response':
    'Uç nokta video hizmeti gibi yanıt vermedi. Uç noktanın adresini kontrol edin.',
  'errors.bad-request': 'Video hizmeti isteği reddetti. Bileşenin özelliklerini kontrol edin.',
  'errors.origin-not-allowed':
    "Bu sitenin (kaynak {origin}) video hizmetini kullanma izni yok. {origin} adresini proxy'nin izin verilen kaynaklarına (PROXY_ALLOWED_ORIGINS) ekleyin ya da proxy'yi bu siteden sunun.",
  'errors.redirected':
    'Video hizmeti başka bir adrese yönlendirmeyle yanıt verdi; API anahtarı asla başka yere gönderilmesin diye bu yönlendirme izlenmiyor. endpoint özelliğini son adrese ayarlayın.',
  'errors.unusable-records':
    "Video hizmeti videolar gönderdi ama hiçbiri gösterilemiyor: her birinde kimlik, başlık ya da http(s) akışı veya MP4 URL'si eksik. Bu kayıtları video hizmetinde kontrol edin; tarayıcı konsolu kaç tanesinin yok sayıldığını gösterir.",
  'errors.too-large':
    "Video hizmeti, istenen videoların gerektirdiğinden çok daha büyük bir yanıt gönderdi (bir listenin videolarından önce 16 MiB'den, bir video için 256 KiB'den fazla ya da hiçbir videoya gerekmeyecek kadar şişirilmiş kayıtlar); yanıtın devamı okunmuyor. Hizmetin limit parametresine uyduğunu ve her video için bir kayıt gönderdiğini kontrol edin.",
  codeUnavailable:
    'Bu video bileşeninin bir kısmı indirilemedi. Bağlantınızı kontrol edin, ardından sayfayı yeniden yükleyin.',
};

export default languageFile(words);
