import type {Words} from '../languages.js';
import {languageFile} from '../language-file.js';

/** Finnish (suomi). */
export const words: Words = {
  'player.play': 'Toista video: {title}',
  'player.resume': 'Jatka kohdasta {time}',
  'player.startOver': 'Aloita alusta',
  'player.region': 'Videosoitin: {title}',
  'player.loading': 'Ladataan videota…',
  'player.retry': 'Yritä uudelleen',
  'player.community': 'Yhteisö',
  'player.invalidVideoId':
    'video-id-määritteen on oltava videon kokonaislukutunnus, esimerkiksi video-id="42"; se on "{id}".',
  'player.invalidVideo':
    'video-ominaisuus ei ole käyttökelpoinen videotietue: siinä on oltava kokonaislukutunnus, otsikko ja http(s)-striimin tai MP4-tiedoston URL-osoite.',
  'player.missingEndpoint':
    'Päätepistettä ei ole määritetty. Lisää sivulle endpoint-määrite tai <meta name="video-content-widgets:endpoint" content="…">.',
  'player.offline': 'Olet offline-tilassa. Yhdistä internetiin uudelleen katsoaksesi videon.',
  'player.unexpected': 'Videon näyttämisessä tapahtui virhe. Yritä myöhemmin uudelleen.',
  'player.playbackErrors.network': 'Videota ei voitu ladata. Tarkista yhteys ja yritä uudelleen.',
  'player.playbackErrors.media': 'Videota ei voitu toistaa: striimi näyttää vioittuneen.',
  'player.playbackErrors.unsupported': 'Tämä selain ei voi toistaa tätä videota.',
  'player.quality': 'Laatu',
  'player.auto': 'Automaattinen',
  'player.autoPlaying': 'Automaattinen ({level})',
  'player.captions': 'Tekstitys',
  'player.captionsOff': 'Pois',
  'player.captionsTrack': 'Raita {number}',
  'player.audio': 'Ääni',
  'player.playButton': 'Toista',
  'player.pause': 'Tauko',
  'player.seek': 'Edistymispalkki',
  'player.timeOf': '{time} / {duration}',
  'player.mute': 'Mykistä',
  'player.volume': 'Äänenvoimakkuus',
  'player.rate': 'Toistonopeus',
  'player.rateValue': '{rate}×',
  'player.controlValue': '{label}: {value}',
  'player.pictureInPicture': 'Kuva kuvassa',
  'player.fullscreen': 'Koko näyttö',
  'player.exitFullscreen': 'Poistu koko näytöstä',
  'player.skippedBack': {
    one: '{seconds} sekunti taaksepäin',
    other: '{seconds} sekuntia taaksepäin',
  },
  'player.skippedForward': {
    one: '{seconds} sekunti eteenpäin',
    other: '{seconds} sekuntia eteenpäin',
  },
  'player.upNext': 'Seuraavaksi',
  'player.upNextCountdown': 'Alkaa {seconds} s kuluttua',
  'player.upNextSpoken': 'Seuraavaksi: {title}.',
  'player.upNextCountdownSpoken': {
    one: 'Seuraavaksi: {title}. Alkaa {seconds} sekunnin kuluttua; peruuta painamalla Esc.',
    other: 'Seuraavaksi: {title}. Alkaa {seconds} sekunnin kuluttua; peruuta painamalla Esc.',
  },
  'player.playNext': 'Toista nyt',
  'player.cancelNext': 'Peruuta',
  'player.previousVideo': 'Edellinen video',
  'player.nextVideo': 'Seuraava video',
  'player.captionSize': 'Koko',
  'player.captionColors': 'Värit',
  'player.captionColorsDefault': 'Oletus',
  'player.captionColorPresets.white-on-black': 'Valkoinen mustalla',
  'player.captionColorPresets.yellow-on-black': 'Keltainen mustalla',
  'player.captionColorPresets.black-on-white': 'Musta valkoisella',
  'carousel.regionLabel': 'Videot: {category}',
  'carousel.regionLabelAll': 'Videot',
  'carousel.roleDescription': 'karuselli',
  'carousel.previous': 'Edelliset videot',
  'carousel.next': 'Seuraavat videot',
  'carousel.loading': 'Ladataan videoita…',
  'carousel.loaded': 'Ladattuja videoita: {count}.',
  'carousel.empty': 'Luokassa ”{category}” ei ole vielä videoita.',
  'carousel.emptyAll': 'Videoita ei ole vielä.',
  'carousel.retry': 'Yritä uudelleen',
  'carousel.close': 'Sulje',
  'carousel.community': 'Yhteisö',
  'carousel.difficulty': 'Taso {level}',
  'carousel.sectorLabel': 'Toimiala: ',
  'carousel.tagsLabel': 'Tunnisteet: ',
  'carousel.untitled': 'Nimetön video {id}',
  'carousel.invalidLimit':
    'limit-määritteen on oltava kokonaisluku väliltä 1–1000, esimerkiksi limit="12"; se on "{limit}".',
  'carousel.missingEndpoint':
    'Päätepistettä ei ole määritetty. Lisää sivulle endpoint-määrite tai <meta name="video-content-widgets:endpoint" content="…">.',
  'carousel.offline': 'Olet offline-tilassa. Yhdistä internetiin uudelleen ladataksesi videot.',
  'carousel.unknownEndpoint':
    'Päätepisteen osoite ei johda videopalveluun (se vastasi 404). Tarkista endpoint-määrite.',
  'carousel.unexpected': 'Videoiden näyttämisessä tapahtui virhe. Yritä myöhemmin uudelleen.',
  'carousel.filterLabel': 'Suodata videoita',
  'carousel.filterAll': 'Kaikki',
  'carousel.filtered': 'Näytettäviä videoita: {count}.',
  'carousel.noMatch':
    'Mikään näistä videoista ei käsittele aihetta ”{filter}”. Valitse toinen suodatin tai näytä kaikki videot.',
  'carousel.showAll': 'Näytä kaikki videot',
  'carousel.loadMore': 'Lataa lisää videoita',
  'carousel.moreShown': 'Lisättyjä videoita: {count}; näytetään {shown}/{total}.',
  'transcript.label': 'Litterointi',
  'transcript.search': 'Hae litteroinnista',
  'transcript.matches': {
    one: '{count} rivi vastaa hakua',
    other: '{count} riviä vastaa hakua',
  },
  'transcript.noMatches': 'Mikään rivi ei vastaa hakua',
  'transcript.loading': 'Ladataan litterointia…',
  'transcript.none': 'Tällä videolla ei ole tekstitystä, jonka voisi näyttää litterointina.',
  'transcript.noPlayer':
    'Elementin <video-transcript> for-määritteen on oltava tämän sivun <video-player>-elementin tunnus (se on "{id}").',
  'transcript.failed': 'Litterointia ei voitu ladata. Tarkista yhteys ja lataa sivu uudelleen.',
  'errors.auth':
    'Videopalvelu hylkäsi API-avaimen. Tarkista api-key-määrite tai välityspalvelimeen määritetty avain.',
  'errors.not-found': 'Videopalvelussa ei ole tällaista videota, tai päätepisteen osoite on väärä.',
  'errors.rate-limited': 'Videopalvelu saa liikaa pyyntöjä. Yritä hetken kuluttua uudelleen.',
  'errors.server': 'Videopalvelussa on juuri nyt ongelmia. Yritä myöhemmin uudelleen.',
  'errors.network': 'Videopalveluun ei saatu yhteyttä. Tarkista yhteys ja päätepisteen osoite.',
  'errors.timeout': 'Videopalvelu vastasi liian hitaasti. Yritä uudelleen.',
  'errors.bad-response':
    'Päätepiste ei vastannut kuten videopalvelu. Tarkista päätepisteen osoite.',
  'errors.bad-request': 'Videopalvelu hylkäsi pyynnön. Tarkista widgetin määritteet.',
  'errors.origin-not-allowed':
    'Tällä sivustolla (alkuperä {origin}) ei ole lupaa käyttää videopalvelua. Lisää {origin} välityspalvelimen sallittuihin alkuperiin (PROXY_ALLOWED_ORIGINS) tai tarjoa välityspalvelin tältä sivustolta.',
  'errors.redirected':
    'Videopalvelu vastasi uudelleenohjauksella toiseen osoitteeseen. Sitä ei seurata, jotta API-avainta ei koskaan lähetetä muualle. Aseta endpoint-määritteeseen lopullinen osoite.',
  'errors.unusable-records':
    'Videopalvelu lähetti videoita, mutta yhtäkään ei voi näyttää: jokaiselta puuttuu tunnus, otsikko tai http(s)-striimin tai MP4-tiedoston URL-osoite. Tarkista nämä tietueet videopalvelussa; selaimen konsoli kertoo, montako ohitettiin.',
  'errors.too-large':
    'Videopalvelu lähetti paljon suuremman vastauksen kuin pyydetyt videot vaativat (yli 16 MiB ennen luettelon videoita, yli 256 KiB yhdelle videolle tai tietueita, joita on täytetty yli minkään videon tarpeen); sitä ei lueta pidemmälle. Tarkista, että palvelu noudattaa limit-parametria ja lähettää yhden tietueen videota kohden.',
  codeUnavailable:
    'Osaa tästä videowidgetistä ei voitu ladata. Tarkista yhteys ja lataa sitten sivu uudelleen.',
};

export default languageFile(words);
