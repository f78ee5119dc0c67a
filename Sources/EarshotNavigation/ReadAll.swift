import EarshotLoader
import EarshotModel
import EarshotNarration
/// Read-all run to its end without a speech device: after the gesture that starts it, the next
/// element is asked for as each one would finish speaking, until reading stops or `limit` more
/// have been read (so a script always ends). Written once for transcripts and scripted labs
/// (speech-idle inputs to a session) and for efficiency (`continueReading` to a navigator).
package enum ReadAll {
    /// The most elements one scripted gesture reads on.
    package static let limit = 10_000

    /// `output` followed by every continuation `next` gives while `continues` says reading goes on.
    package static func toEnd<Output>(_ output: Output, limit: Int = limit, continues: (Output) -> Bool,
                              next: () -> Output, append: (inout Output, Output) -> Void) -> Output {
        var output = output
        var read = 0
        while continues(output) && read < limit {
            append(&output, next())
            read += 1
        }
        return output
    }
}

extension NavigatorOutput {
    /// What the next element of a read-all said, added after this; reading goes on as it says.
    package mutating func appendReading(_ more: NavigatorOutput) {
        utterances += more.utterances
        sounds += more.sounds
        continuesReading = more.continuesReading
    }
}
