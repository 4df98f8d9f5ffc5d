// When the sound and the picture of an MPEG-TS segment start: the first presentation time of its
// audio and of its video stream, read from the transport stream itself (PAT, PMT, PES headers).

const PACKET = 188;
const VIDEO_TYPES = new Set([0x1b, 0x24]); // H.264, HEVC
const AUDIO_TYPES = new Set([0x0f, 0x03, 0x04]); // AAC (ADTS), MPEG audio

/**
 * @param {Buffer} ts  an unencrypted MPEG-TS segment
 * @returns {{audio?: number, video?: number}}  seconds on the 90 kHz clock
 */
export function streamStarts(ts) {
  if (ts[0] !== 0x47) throw new Error('not an MPEG-TS segment (no sync byte)');
  let pmtPid;
  /** @type {Map<number, 'audio' | 'video'>} */
  const kinds = new Map();
  /** @type {{audio?: number, video?: number}} */
  const starts = {};
  for (let at = 0; at + PACKET <= ts.length; at += PACKET) {
    const packet = ts.subarray(at, at + PACKET);
    if ((packet[1] & 0x40) === 0) continue; // Not the start of a table or PES packet.
    const pid = ((packet[1] & 0x1f) << 8) | packet[2];
    const payload = packet.subarray((packet[3] & 0x20) !== 0 ? 5 + packet[4] : 4);
    if (pid === 0) {
      const section = payload.subarray(1 + payload[0]);
      pmtPid = ((section[10] & 0x1f) << 8) | section[11]; // the first program
    } else if (pid === pmtPid) {
      const section = payload.subarray(1 + payload[0]);
      const end = 3 + (((section[1] & 0x0f) << 8) | section[2]) - 4; // before the CRC
      for (let p = 12 + (((section[10] & 0x0f) << 8) | section[11]); p < end;) {
        const type = section[p];
        const kind = VIDEO_TYPES.has(type) ? 'video' : AUDIO_TYPES.has(type) ? 'audio' : undefined;
        if (kind) kinds.set(((section[p + 1] & 0x1f) << 8) | section[p + 2], kind);
        p += 5 + (((section[p + 3] & 0x0f) << 8) | section[p + 4]);
      }
    } else {
      const kind = kinds.get(pid);
      if (!kind || starts[kind] !== undefined || (payload[7] & 0x80) === 0) continue;
      // The PES header's 33-bit PTS, spread over five bytes between marker bits.
      const pts =
        (payload[9] & 0x0e) * 2 ** 29 +
        payload[10] * 2 ** 22 +
        (payload[11] >> 1) * 2 ** 15 +
        payload[12] * 2 ** 7 +
        (payload[13] >> 1);
      starts[kind] = pts / 90000;
    }
  }
  return starts;
}
