import SwiftUI

// Models an app hands down, views held as values, and state set as a screen appears.
final class Services {
    let options: Options
    init(options: Options? = nil) {
        let made = options ?? Options()
        self.options = made
    }
}

private struct ServicesKey: EnvironmentKey {
    static let defaultValue: Services? = nil
}

extension EnvironmentValues {
    var services: Services? {
        get { self[ServicesKey.self] }
        set { self[ServicesKey.self] = newValue }
    }
}

final class Options {
    let localDefaults = UserDefaults.standard
    private var _limit: Int?
    var limit: Int {
        get {
            if let cached = _limit { return cached }
            let value = localDefaults.integer(forKey: "limit")
            return value > 0 ? value : 25
        }
        set { _limit = newValue }
    }
}

enum Preferences {
    @UserDefault("demo", defaultValue: true) static var demo: Bool
}

struct RowLabel<Icon: View>: View {
    var title: String?
    var icon: Icon?
    var body: some View {
        if let title { Text(title) }
    }
    static func plain(title: String) -> RowLabel { .init(title: title) }
    static func again(title: String) -> RowLabel { .again(title: title) }
}

struct Row<Icon: View>: View {
    let label: RowLabel<Icon>
    var body: some View { label }
}

struct AppIcon {
    let name: String
    static let `default`: Self = .init(name: "Default")
    static var current: Self { .default }
}

struct Screen: ConnectedView {
    @Environment(\.services) private var services
    @State private var demo = false
    @State private var icon: AppIcon = .current
    func body(props: Props) -> some View {
        Form {
            if let made = services?.options {
                Picker("Limit", selection: Binding(get: { settings.limit }, set: { settings.limit = $0 })) {
                    ForEach([10, 25], id: \.self) { Text("\($0)").tag($0) }
                }
            }
            Toggle("Demo", isOn: $demo)
            Row(label: .plain(title: icon.name))
            Row(label: .again(title: "Loop"))
        }
        .onAppear { load() }
    }
    func load() {
        demo = Preferences.demo
        load()
    }
}
