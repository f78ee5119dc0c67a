/// espeak-ng 1.51 makes pcaudiolib's audio object in `espeak_Initialize` whatever the output
/// mode, and making it asks PulseAudio whether a server is there (its settings read, its socket
/// tried). Earshot only ever has espeak-ng synthesize (`AUDIO_OUTPUT_SYNCHRONOUS`): speech is
/// played by `DeviceSink`, opened only by the reader and by `speak` without `--no-audio`. This
/// definition stands in for pcaudiolib's, so espeak-ng gets no audio object and the batch
/// commands touch no sound system; espeak-ng uses the object only in playback modes.
@_cdecl("create_audio_device_object")
public func espeakAudioObject(
    _ device: UnsafePointer<CChar>?, _ application: UnsafePointer<CChar>?, _ description: UnsafePointer<CChar>?
) -> OpaquePointer? {
    nil
}
