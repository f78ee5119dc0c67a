import EarshotLoader
import EarshotModel
import EarshotNarration
import EarshotNavigation
import EarshotPlanning
/// The JSON report: `{"findings":[{"rule","severity","path","line","column",
/// "element","message","speech"}],"summary":{…}}`, every finding with every key (null where
/// absent), through the one JSON writer.
extension AuditFormat {
    package static func json(_ report: AuditReport) -> String {
        JSONOutput.pretty(report) + "\n"
    }
}
