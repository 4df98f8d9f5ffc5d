import type {Words} from '../languages.js';
import {languageFile} from '../language-file.js';

/** Hebrew (עברית), right to left. */
export const words: Words = {
  'player.play': 'הפעלת הסרטון: {title}',
  'player.resume': 'המשך מ־{time}',
  'player.startOver': 'התחלה מחדש',
  'player.region': 'נגן וידאו: {title}',
  'player.loading': 'הסרטון נטען…',
  'player.retry': 'ניסיון נוסף',
  'player.community': 'קהילה',
  'player.invalidVideoId':
    'המאפיין video-id חייב להיות מזהה מספרי שלם של סרטון, למשל video-id="42"; ערכו כעת "{id}".',
  'player.invalidVideo':
    'המאפיין video אינו רשומת סרטון שמישה: נדרשים מזהה מספרי שלם, כותרת וכתובת URL של שידור http(s)‎ או של קובץ MP4.',
  'player.missingEndpoint':
    'לא הוגדרה נקודת קצה. יש להוסיף לדף מאפיין endpoint, או <meta name="video-content-widgets:endpoint" content="…">.',
  'player.offline': 'אין חיבור לאינטרנט. יש להתחבר מחדש כדי לצפות בסרטון.',
  'player.unexpected': 'משהו השתבש בהצגת הסרטון. אפשר לנסות שוב מאוחר יותר.',
  'player.playbackErrors.network': 'לא ניתן היה להוריד את הסרטון. כדאי לבדוק את החיבור ולנסות שוב.',
  'player.playbackErrors.media': 'לא ניתן היה להפעיל את הסרטון: נראה שהשידור פגום.',
  'player.playbackErrors.unsupported': 'הדפדפן הזה לא יכול להפעיל את הסרטון הזה.',
  'player.quality': 'איכות',
  'player.auto': 'אוטומטי',
  'player.autoPlaying': 'אוטומטי ({level})',
  'player.captions': 'כתוביות',
  'player.captionsOff': 'כבויות',
  'player.captionsTrack': 'רצועה {number}',
  'player.playButton': 'הפעלה',
  'player.pause': 'השהיה',
  'player.seek': 'סרגל ההתקדמות',
  'player.timeOf': '{time} מתוך {duration}',
  'player.mute': 'השתקה',
  'player.volume': 'עוצמת הקול',
  'player.rate': 'מהירות ההפעלה',
  'player.rateValue': '{rate}×',
  'player.pictureInPicture': 'תמונה בתוך תמונה',
  'player.fullscreen': 'מסך מלא',
  'player.exitFullscreen': 'יציאה ממסך מלא',
  'player.upNext': 'הסרטון הבא',
  'player.upNextCountdown': 'מתחיל בעוד {seconds} שנ׳',
  'player.upNextSpoken': 'הסרטון הבא: {title}.',
  'player.upNextCountdownSpoken': {
    one: 'הסרטון הבא: {title}. מתחיל בעוד שנייה אחת; לביטול יש ללחוץ על Escape.',
    two: 'הסרטון הבא: {title}. מתחיל בעוד שתי שניות; לביטול יש ללחוץ על Escape.',
    many: 'הסרטון הבא: {title}. מתחיל בעוד {seconds} שניות; לביטול יש ללחוץ על Escape.',
    other: 'הסרטון הבא: {title}. מתחיל בעוד {seconds} שניות; לביטול יש ללחוץ על Escape.',
  },
  'player.playNext': 'הפעלה עכשיו',
  'player.cancelNext': 'ביטול',
  'player.previousVideo': 'הסרטון הקודם',
  'player.nextVideo': 'הסרטון הבא',
  'player.captionSize': 'גודל',
  'player.captionSizeValue': '{size}%',
  'player.captionColors': 'צבעים',
  'player.captionColorsDefault': 'ברירת מחדל',
  'player.captionColorPresets.white-on-black': 'לבן על שחור',
  'player.captionColorPresets.yellow-on-black': 'צהוב על שחור',
  'player.captionColorPresets.black-on-white': 'שחור על לבן',
  'carousel.regionLabel': 'סרטונים: {category}',
  'carousel.regionLabelAll': 'סרטונים',
  'carousel.roleDescription': 'קרוסלה',
  'carousel.previous': 'הסרטונים הקודמים',
  'carousel.next': 'הסרטונים הבאים',
  'carousel.loading': 'הסרטונים נטענים…',
  'carousel.loaded': 'סרטונים שנטענו: {count}.',
  'carousel.empty': 'עדיין אין סרטונים בקטגוריה „{category}”.',
  'carousel.emptyAll': 'עדיין אין סרטונים.',
  'carousel.retry': 'ניסיון נוסף',
  'carousel.close': 'סגירה',
  'carousel.community': 'קהילה',
  'carousel.difficulty': 'רמה {level}',
  'carousel.sectorLabel': 'ענף: ',
  'carousel.tagsLabel': 'תגיות: ',
  'carousel.untitled': 'סרטון ללא כותרת {id}',
  'carousel.invalidLimit':
    'המאפיין limit חייב להיות מספר שלם בין 1 ל־1000, למשל limit="12"; ערכו כעת "{limit}".',
  'carousel.missingEndpoint':
    'לא הוגדרה נקודת קצה. יש להוסיף לדף מאפיין endpoint, או <meta name="video-content-widgets:endpoint" content="…">.',
  'carousel.offline': 'אין חיבור לאינטרנט. יש להתחבר מחדש כדי לטעון את הסרטונים.',
  'carousel.unknownEndpoint':
    'הכתובת של נקודת הקצה לא מובילה לשירות הווידאו (הוא החזיר 404). כדאי לבדוק את המאפיין endpoint.',
  'carousel.unexpected': 'משהו השתבש בהצגת הסרטונים. אפשר לנסות שוב מאוחר יותר.',
  'carousel.filterLabel': 'סינון סרטונים',
  'carousel.filterAll': 'הכול',
  'carousel.filtered': 'סרטונים מוצגים: {count}.',
  'carousel.noMatch':
    'אף אחד מהסרטונים האלה אינו עוסק ב„{filter}”. אפשר לבחור מסנן אחר או להציג את כל הסרטונים.',
  'carousel.showAll': 'הצגת כל הסרטונים',
  'carousel.loadMore': 'טעינת סרטונים נוספים',
  'carousel.moreShown': 'סרטונים שנוספו: {count}; מוצגים {shown} מתוך {total}.',
  'transcript.label': 'תמליל',
  'transcript.search': 'חיפוש בתמליל',
  'transcript.matches': {
    one: 'שורה אחת תואמת',
    two: 'שתי שורות תואמות',
    many: '{count} שורות תואמות',
    other: '{count} שורות תואמות',
  },
  'transcript.noMatches': 'אין שורות תואמות',
  'transcript.loading': 'התמליל נטען…',
  'transcript.none': 'לסרטון הזה אין כתוביות שאפשר להציג כתמליל.',
  'transcript.noPlayer':
    'המאפיין for של <video-transcript> חייב להיות המזהה של <video-player> בדף הזה (ערכו כעת "{id}").',
  'transcript.failed': 'לא ניתן היה לטעון את התמליל. כדאי לבדוק את החיבור ולטעון מחדש את הדף.',
  'errors.auth':
    'שירות הווידאו דחה את מפתח ה־API. כדאי לבדוק את המאפיין api-key או את המפתח שהוגדר בשרת ה־proxy.',
  'errors.not-found': 'אין בשירות הווידאו סרטון כזה, או שהכתובת של נקודת הקצה שגויה.',
  'errors.rate-limited': 'שירות הווידאו מקבל יותר מדי בקשות. אפשר לנסות שוב בעוד רגע.',
  'errors.server': 'יש כרגע בעיה בשירות הווידאו. אפשר לנסות שוב מאוחר יותר.',
  'errors.network':
    'לא ניתן היה להגיע לשירות הווידאו. כדאי לבדוק את החיבור ואת הכתובת של נקודת הקצה.',
  'errors.timeout': 'לשירות הווידאו לקח יותר מדי זמן לענות. אפשר לנסות שוב.',
  'errors.bad-response': 'נקודת הקצה לא ענתה כמו שירות הווידאו. כדאי לבדוק את הכתובת שלה.',
  'errors.bad-request': 'שירות הווידאו דחה את הבקשה. כדאי לבדוק את המאפיינים של הווידג׳ט.',
  'errors.origin-not-allowed':
    'לאתר הזה (מקור {origin}) אין הרשאה להשתמש בשירות הווידאו. יש להוסיף את {origin} למקורות המורשים של שרת ה־proxy‏ (PROXY_ALLOWED_ORIGINS), או להפעיל את שרת ה־proxy מהאתר הזה.',
  'errors.redirected':
    'שירות הווידאו ענה בהפניה לכתובת אחרת, שלא עוקבים אחריה כדי שמפתח ה־API לא יישלח לשום מקום אחר. יש להגדיר במאפיין endpoint את הכתובת הסופית.',
  'errors.unusable-records':
    'שירות הווידאו שלח סרטונים, אבל אי אפשר להציג אף אחד מהם: לכל אחד חסרים מזהה, כותרת או כתובת URL של שידור http(s)‎ או של קובץ MP4. כדאי לבדוק את הרשומות האלה בשירות הווידאו; מסוף הדפדפן מציין כמה מהן נפסחו.',
  'errors.too-large':
    'שירות הווידאו שלח תשובה גדולה בהרבה ממה שהסרטונים המבוקשים צריכים (יותר מ־16 MiB לפני הסרטונים של רשימה, יותר מ־256 KiB לסרטון אחד, או רשומות מנופחות מעבר לכל סרטון), והיא לא נקראת הלאה. כדאי לבדוק שהשירות מכבד את הפרמטר limit ושולח רשומה אחת לכל סרטון.',
  codeUnavailable:
    'לא ניתן היה להוריד חלק מווידג׳ט הווידאו הזה. כדאי לבדוק את החיבור ואז לטעון מחדש את הדף.',
};

export default languageFile(words);
