import EarshotLayoutTestSupport
import EarshotLoader
import EarshotNarration
import EarshotSession
import Testing
@testable import EarshotNavigation

/// The utterances of each gesture of `script` on the layout `yaml`, from its opening, one list per gesture.
func utterancesOfEachGesture(_ yaml: String, _ script: String) throws -> [[Utterance]] {
    let (layout, errors) = load(yaml)
    #expect(errors.isEmpty, "\(errors)")
    var session = SessionState(navigator: Navigator(workspace: Workspace(root: try #require(layout))))
    _ = session.start()
    return try GestureScript.parse(script).get().map { session.run(script: $0).output.utterances }
}
