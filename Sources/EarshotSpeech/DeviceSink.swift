import CALSA
import Foundation

/// The sound device through ALSA (which reaches PulseAudio or PipeWire through its default
/// device), with a 25 ms buffer so an interruption is heard at once. Owns the PCM handle.
public final class DeviceSink: AudioSink {
    private var pcm: OpaquePointer?
    public let name: String

    /// Opens the default device; throws `noAudioDevice` when there is none.
    public init(device: String = "default") throws(SpeechError) {
        earshot_alsa_silence_errors()
        var handle: OpaquePointer?
        try Self.check(snd_pcm_open(&handle, device, SND_PCM_STREAM_PLAYBACK, 0), "open \(device)")
        guard let handle else { throw .noAudioDevice("no handle for \(device)") }
        let status = snd_pcm_set_params(handle, SND_PCM_FORMAT_S16_LE, SND_PCM_ACCESS_RW_INTERLEAVED,
                                        UInt32(AudioFormat.channels), UInt32(AudioFormat.sampleRate), 1, 25_000)
        if status < 0 {
            snd_pcm_close(handle)
            try Self.check(status, "configure \(device)")
        }
        pcm = handle
        name = "ALSA \(device)"
    }

    deinit { if let pcm { snd_pcm_close(pcm) } }

    private static func check(_ status: Int32, _ what: String) throws(SpeechError) {
        guard status < 0 else { return }
        throw .noAudioDevice("cannot \(what): \(String(cString: snd_strerror(status)))")
    }

    public func write(_ samples: UnsafeBufferPointer<Int16>) {
        guard let pcm, var base = samples.baseAddress else { return }
        var left = samples.count
        while left > 0 {
            let written = snd_pcm_writei(pcm, base, snd_pcm_uframes_t(left))
            if written < 0 {
                // An underrun or suspend: recover and go on; give up on anything else.
                if snd_pcm_recover(pcm, Int32(written), 1) < 0 { return }
                continue
            }
            left -= Int(written)
            base += Int(written)
        }
    }

    public func flush() {
        guard let pcm else { return }
        snd_pcm_drop(pcm)
        snd_pcm_prepare(pcm)
    }

    public func drain() {
        guard let pcm else { return }
        snd_pcm_drain(pcm)
        snd_pcm_prepare(pcm)
    }

    public func close() throws {
        if let pcm { snd_pcm_drain(pcm); snd_pcm_close(pcm) }
        pcm = nil
    }
}
