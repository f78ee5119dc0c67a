import SwiftUI
import PackageKit

// What an app sets up at launch, values of a package's types, view subscripts and the device.
final class Launcher: UIResponder, UIApplicationDelegate {
    func application(_ application: UIApplication, didFinishLaunchingWithOptions options: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        let table: [String: Any] = ["Sync.on": true, "Sync.every": 15, Keys.name: "Ada", "Loop": UserDefaults.standard.bool(forKey: "Loop")]
        UserDefaults.standard.register(defaults: table)
        UserDefaults.standard.register(defaults: ["Sync.label": "Every \(15) minutes", "Sync.on": false])
        return true
    }
}

enum Keys {
    static let name = "Profile.name"
}

enum Platform {
    static var isPad: Bool {
        #if os(iOS)
        return UIDevice.current.userInterfaceIdiom == .pad || ProcessInfo.processInfo.isiOSAppOnMac
        #elseif os(macOS)
        return true
        #endif
    }
    static var nested: Bool {
        #if os(iOS)
        #if DEBUG
        isPad
        #else
        !isPad
        #endif
        #else
        false
        #endif
    }
}

struct Row: View {
    let setting: Setting
    var body: some View {
        switch setting.value {
        case .toggle(let value):
            Toggle(setting.title, isOn: .constant(value.on ?? false))
        case .link(let link):
            Link(setting.title, destination: URL(string: link.url)!)
        default:
            Text(setting.title)
        }
    }
}

struct Rows {
    @AppStorage("Sync.on") private var on = false
}

extension Rows: View {
    var body: some View {
        List {
            ForEach([Option.a, .b, .a]) { self[$0] }
            self[.b]
            Text(Bundle.main.infoDictionary?["CFBundleShortVersionString"] as? String ?? "?")
            Text(Bundle.main.object(forInfoDictionaryKey: "CFBundleVersion") as? String ?? "?")
            Row(setting: .init(title: "Sync", value: .toggle(.init())))
            Row(setting: .init(title: "Help", value: .link(.init(url: "https://example.com"))))
            Row(setting: .init())
            if Platform.nested { Text("Debug") }
        }
    }
}

extension Rows {
    @ViewBuilder fileprivate subscript(option: Option) -> some View {
        switch option {
        case .a: Toggle("Sync \(UserDefaults.standard.integer(forKey: "Sync.every"))", isOn: $on)
        case .b: self[.a]
        }
    }
}

enum Option: Identifiable {
    case a, b
    var id: Self { self }
}
