import EarshotModel
import EarshotNarration
public import EarshotSession
public import EarshotNavigation
/// Plays session output through the speech controller: a gesture interrupts at once, a
/// read-all's next element is queued after what is playing, pause and resume hold speech.
public final class SpeechSpeaker: Speaker {
    let speech: SpeechController
    var settings: EspeakEngine.Settings

    public init(speech: SpeechController, settings: EspeakEngine.Settings) {
        self.speech = speech
        self.settings = settings
    }

    public func play(_ output: NavigatorOutput, rate: Int) {
        if rate != settings.rate {
            settings.rate = rate
            speech.update(settings: settings)
        }
        switch output.control {
        case .interrupt: speech.speak(SpeechPlan.items(for: output))
        case .append: speech.enqueue(SpeechPlan.items(for: output))
        case .pause: speech.pause()
        case .resume: speech.resume()
        case .none: break
        }
    }
}
