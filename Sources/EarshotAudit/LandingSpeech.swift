package import EarshotNarration
import EarshotNavigation

/// What landing on each node of a screen says, hints left out (`Navigator.landingUtterances`),
/// worked out the first time a rule asks and kept for the others: EAR018 bounds and measures
/// every stop's, EAR019's search ahead wants most of them, and every finding quotes one.
package final class LandingSpeech {
    private let navigator: Navigator
    private var said: [Int: [Utterance]] = [:]

    init(_ navigator: Navigator) { self.navigator = navigator }

    package func callAsFunction(_ i: Int) -> [Utterance] {
        if let known = said[i] { return known }
        let utterances = navigator.landingUtterances(i)
        said[i] = utterances
        return utterances
    }
}
