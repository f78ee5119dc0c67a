import EarshotLoader
import EarshotNavigation
import EarshotTestSupport
import Foundation

func sampleNavigator(_ name: String) -> Navigator? {
    let path = repositoryRoot.appendingPathComponent("Layouts/\(name)").path
    guard let data = FileManager.default.contents(atPath: path),
          case .success(let layout) = LayoutLoader().load(bytes: [UInt8](data), path: path) else { return nil }
    return Navigator(workspace: Workspace(root: layout))
}
