import EarshotModel
public import EarshotNarration
import Foundation

/// Short synthesized sounds, mixed into the speech output; no audio files needed.
extension Earcon {
    /// The sound: (frequency Hz, milliseconds) notes with a soft envelope, at a quiet level.
    var notes: [(frequency: Double, milliseconds: Int)] {
        switch self {
        case .boundary: return [(330, 40), (0, 20), (330, 40)]
        case .screenChanged: return [(523, 60), (784, 90)]
        case .notFound: return [(196, 140)]
        case .activate: return [(1046, 35)]
        case .taskComplete: return [(523, 70), (659, 70), (784, 140)]
        }
    }

    /// 22,050 Hz mono samples.
    public var samples: [Int16] {
        var out: [Int16] = []
        for (frequency, ms) in notes {
            let count = AudioFormat.samples(milliseconds: ms)
            let fade = min(count / 4, AudioFormat.samples(milliseconds: 5))
            for i in 0..<count {
                guard frequency > 0 else { out.append(0); continue }
                let envelope = Double(min(i, count - 1 - i, fade)) / Double(max(fade, 1))
                let t = Double(i) / Double(AudioFormat.sampleRate)
                out.append(Int16(sin(2 * .pi * frequency * t) * 6_000 * min(1, envelope)))
            }
        }
        return out
    }

    public var milliseconds: Int { notes.reduce(0) { $0 + $1.milliseconds } }
}
