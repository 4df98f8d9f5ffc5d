import type {Words} from '../languages.js';
import {languageFile} from '../language-file.js';

/** Hindi (हिन्दी). */
export const words: Words = {
  'player.play': 'वीडियो चलाएं: {title}',
  'player.resume': '{time} से फिर शुरू करें',
  'player.startOver': 'शुरू से चलाएं',
  'player.region': 'वीडियो प्लेयर: {title}',
  'player.loading': 'वीडियो लोड हो रहा है…',
  'player.retry': 'फिर से कोशिश करें',
  'player.community': 'कम्युनिटी',
  'player.invalidVideoId':
    'video-id एट्रिब्यूट किसी वीडियो का पूर्णांक आईडी होना चाहिए, जैसे video-id="42"; अभी यह "{id}" है।',
  'player.invalidVideo':
    'video प्रॉपर्टी इस्तेमाल करने लायक वीडियो रिकॉर्ड नहीं है: इसमें पूर्णांक आईडी, टाइटल और http(s) स्ट्रीम या MP4 का URL होना चाहिए।',
  'player.missingEndpoint':
    'कोई एंडपॉइंट सेट नहीं है। पेज में endpoint एट्रिब्यूट या <meta name="video-content-widgets:endpoint" content="…"> जोड़ें।',
  'player.offline': 'आप ऑफ़लाइन हैं। वीडियो देखने के लिए इंटरनेट से फिर से कनेक्ट करें।',
  'player.unexpected': 'वीडियो दिखाते समय कुछ गड़बड़ हो गई। बाद में फिर से कोशिश करें।',
  'player.playbackErrors.network': 'वीडियो डाउनलोड नहीं हो सका। अपना कनेक्शन जांचें और फिर से कोशिश करें।',
  'player.playbackErrors.media': 'वीडियो नहीं चल सका: स्ट्रीम खराब लगती है।',
  'player.playbackErrors.unsupported': 'यह ब्राउज़र यह वीडियो नहीं चला सकता।',
  'player.quality': 'क्वालिटी',
  'player.auto': 'ऑटो',
  'player.autoPlaying': 'ऑटो ({level})',
  'player.captions': 'कैप्शन',
  'player.captionsOff': 'बंद',
  'player.captionsTrack': 'ट्रैक {number}',
  'player.audio': 'ऑडियो',
  'player.playButton': 'चलाएं',
  'player.pause': 'रोकें',
  'player.seek': 'प्रोग्रेस बार',
  'player.timeOf': '{duration} में से {time}',
  'player.mute': 'म्यूट करें',
  'player.volume': 'आवाज़',
  'player.rate': 'वीडियो चलाने की स्पीड',
  'player.rateValue': '{rate}×',
  'player.controlValue': '{label}: {value}',
  'player.pictureInPicture': 'पिक्चर में पिक्चर',
  'player.fullscreen': 'फ़ुल स्क्रीन',
  'player.exitFullscreen': 'फ़ुल स्क्रीन से बाहर निकलें',
  'player.skippedBack': {
    one: '{seconds} सेकंड पीछे',
    other: '{seconds} सेकंड पीछे',
  },
  'player.skippedForward': {
    one: '{seconds} सेकंड आगे',
    other: '{seconds} सेकंड आगे',
  },
  'player.upNext': 'अगला वीडियो',
  'player.upNextCountdown': '{seconds} सेकंड में शुरू होगा',
  'player.upNextSpoken': 'अगला वीडियो: {title}।',
  'player.upNextCountdownSpoken': {
    one: 'अगला वीडियो: {title}। {seconds} सेकंड में शुरू होगा; रद्द करने के लिए Escape दबाएं।',
    other: 'अगला वीडियो: {title}। {seconds} सेकंड में शुरू होगा; रद्द करने के लिए Escape दबाएं।',
  },
  'player.playNext': 'अभी चलाएं',
  'player.cancelNext': 'रद्द करें',
  'player.previousVideo': 'पिछला वीडियो',
  'player.nextVideo': 'अगला वीडियो',
  'player.captionSize': 'साइज़',
  'player.captionColors': 'रंग',
  'player.captionColorsDefault': 'डिफ़ॉल्ट',
  'player.captionColorPresets.white-on-black': 'काले पर सफ़ेद',
  'player.captionColorPresets.yellow-on-black': 'काले पर पीला',
  'player.captionColorPresets.black-on-white': 'सफ़ेद पर काला',
  'carousel.regionLabel': 'वीडियो: {category}',
  'carousel.regionLabelAll': 'वीडियो',
  'carousel.roleDescription': 'कैरसेल',
  'carousel.previous': 'पिछले वीडियो',
  'carousel.next': 'अगले वीडियो',
  'carousel.loading': 'वीडियो लोड हो रहे हैं…',
  'carousel.loaded': 'लोड हुए वीडियो: {count}।',
  'carousel.empty': '“{category}” कैटगरी में अभी कोई वीडियो नहीं है।',
  'carousel.emptyAll': 'अभी कोई वीडियो नहीं है।',
  'carousel.retry': 'फिर से कोशिश करें',
  'carousel.close': 'बंद करें',
  'carousel.community': 'कम्युनिटी',
  'carousel.difficulty': 'लेवल {level}',
  'carousel.sectorLabel': 'सेक्टर: ',
  'carousel.tagsLabel': 'टैग: ',
  'carousel.untitled': 'बिना टाइटल का वीडियो {id}',
  'carousel.invalidLimit':
    'limit एट्रिब्यूट 1 से 1000 तक की पूर्ण संख्या होनी चाहिए, जैसे limit="12"; अभी यह "{limit}" है।',
  'carousel.missingEndpoint':
    'कोई एंडपॉइंट सेट नहीं है। पेज में endpoint एट्रिब्यूट या <meta name="video-content-widgets:endpoint" content="…"> जोड़ें।',
  'carousel.offline': 'आप ऑफ़लाइन हैं। वीडियो लोड करने के लिए इंटरनेट से फिर से कनेक्ट करें।',
  'carousel.unknownEndpoint':
    'एंडपॉइंट का पता वीडियो सेवा तक नहीं ले जाता (उसने 404 जवाब दिया)। endpoint एट्रिब्यूट जांचें।',
  'carousel.unexpected': 'वीडियो दिखाते समय कुछ गड़बड़ हो गई। बाद में फिर से कोशिश करें।',
  'carousel.filterLabel': 'वीडियो फ़िल्टर करें',
  'carousel.filterAll': 'सभी',
  'carousel.filtered': 'दिखाए गए वीडियो: {count}।',
  'carousel.noMatch':
    'इनमें से कोई भी वीडियो “{filter}” के बारे में नहीं है। कोई दूसरा फ़िल्टर चुनें या सभी वीडियो दिखाएं।',
  'carousel.showAll': 'सभी वीडियो दिखाएं',
  'carousel.loadMore': 'और वीडियो लोड करें',
  'carousel.moreShown': 'जोड़े गए वीडियो: {count}; {total} में से {shown} दिखाए गए।',
  'transcript.label': 'ट्रांसक्रिप्ट',
  'transcript.search': 'ट्रांसक्रिप्ट में खोजें',
  'transcript.matches': {
    one: '{count} लाइन मेल खाती है',
    other: '{count} लाइनें मेल खाती हैं',
  },
  'transcript.noMatches': 'कोई लाइन मेल नहीं खाती',
  'transcript.loading': 'ट्रांसक्रिप्ट लोड हो रही है…',
  'transcript.none': 'इस वीडियो में ट्रांसक्रिप्ट के रूप में दिखाने के लिए कोई कैप्शन नहीं है।',
  'transcript.noPlayer':
    '<video-transcript> का for एट्रिब्यूट इस पेज के किसी <video-player> का आईडी होना चाहिए (अभी यह "{id}" है)।',
  'transcript.failed': 'ट्रांसक्रिप्ट लोड नहीं हो सकी। कनेक्शन जांचें और पेज फिर से लोड करें।',
  'errors.auth':
    'वीडियो सेवा ने API कुंजी अस्वीकार कर दी। api-key एट्रिब्यूट या प्रॉक्सी पर सेट की गई कुंजी जांचें।',
  'errors.not-found': 'वीडियो सेवा में ऐसा कोई वीडियो नहीं है, या एंडपॉइंट का पता गलत है।',
  'errors.rate-limited': 'वीडियो सेवा को बहुत ज़्यादा अनुरोध मिल रहे हैं। थोड़ी देर में फिर से कोशिश करें।',
  'errors.server': 'वीडियो सेवा में अभी दिक्कत है। बाद में फिर से कोशिश करें।',
  'errors.network': 'वीडियो सेवा तक नहीं पहुंचा जा सका। कनेक्शन और एंडपॉइंट का पता जांचें।',
  'errors.timeout': 'वीडियो सेवा ने जवाब देने में बहुत देर लगाई। फिर से कोशिश करें।',
  'errors.bad-response': 'एंडपॉइंट ने वीडियो सेवा की तरह जवाब नहीं दिया। एंडपॉइंट का पता जांचें।',
  'errors.bad-request': 'वीडियो सेवा ने अनुरोध अस्वीकार कर दिया। विजेट के एट्रिब्यूट जांचें।',
  'errors.origin-not-allowed':
    'इस साइट (ऑरिजिन {origin}) को वीडियो सेवा इस्तेमाल करने की अनुमति नहीं है। {origin} को प्रॉक्सी के अनुमत ऑरिजिन (PROXY_ALLOWED_ORIGINS) में जोड़ें, या प्रॉक्सी को इसी साइट से चलाएं।',
  'errors.redirected':
    'वीडियो सेवा ने किसी दूसरे पते पर रीडायरेक्ट करके जवाब दिया, जिसे फ़ॉलो नहीं किया जाता ताकि API कुंजी कभी कहीं और न भेजी जाए। endpoint एट्रिब्यूट में आख़िरी पता सेट करें।',
  'errors.unusable-records':
    'वीडियो सेवा ने वीडियो भेजे, लेकिन कोई भी दिखाया नहीं जा सकता: हर एक में आईडी, टाइटल या http(s) स्ट्रीम या MP4 का URL नहीं है। वीडियो सेवा में ये रिकॉर्ड जांचें; ब्राउज़र कंसोल बताता है कि कितने छोड़ दिए गए।',
  'errors.too-large':
    'वीडियो सेवा ने मांगे गए वीडियो की ज़रूरत से कहीं बड़ा जवाब भेजा (किसी सूची के वीडियो से पहले 16 MiB से ज़्यादा, एक वीडियो के लिए 256 KiB से ज़्यादा, या किसी भी वीडियो से ज़्यादा भरे गए रिकॉर्ड), जिसे आगे नहीं पढ़ा जाता। जांचें कि सेवा limit पैरामीटर का पालन करती है और एक वीडियो के लिए एक रिकॉर्ड भेजती है।',
  codeUnavailable:
    'इस वीडियो विजेट का एक हिस्सा डाउनलोड नहीं हो सका। अपना कनेक्शन जांचें, फिर पेज दोबारा लोड करें।',
};

export default languageFile(words);
