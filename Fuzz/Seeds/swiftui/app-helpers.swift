import SwiftUI

// swift-format-ignore: AlwaysUseLowerCamelCase
internal func AppLoc(_ key: String, value: String, comment: String) -> String {
    NSLocalizedString(key, tableName: nil, bundle: .main, value: value, comment: comment)
}

struct FailingError: LocalizedError {
    let inner: LocalizedError
    init?(error: Error?) {
        guard let error else { return nil }
        guard let inner = error as? LocalizedError else { return nil }
        self.inner = inner
    }
}

extension EnvironmentValues {
    @Entry var isEditing: Bool = false
}

extension View {
    func apply<V: View>(@ViewBuilder _ block: (Self) -> V) -> V { block(self) }
    func tinted(neutral: Bool = false) -> some View {
        self
            .apply { if neutral { $0.tint(nil) } else { $0.accessibilityHint("Tinted") } }
    }
    func failureAlert(error: Binding<Error?>) -> some View {
        let failure = FailingError(error: error.wrappedValue)
        return alert(isPresented: .constant(failure != nil), error: failure) { _ in Button("OK") {} }
    }
    func closeButton(disabled: Bool = false, _ action: @escaping () -> Void) -> some View {
        toolbar { ToolbarItem(placement: .topBarLeading) { Button(role: .close, action: action).disabled(disabled) } }
    }
}

struct RowButton<Label: View>: View {
    @Environment(\.isEditing) private var isEditing
    var action: () -> Void
    @ViewBuilder var label: () -> Label
    var body: some View {
        Button(action: action) { HStack { label(); if isEditing { Text("Select") } else { Image(systemName: "chevron.right") } } }
    }
}

extension RowButton where Label == Text {
    init(_ title: String, action: @escaping () -> Void) {
        self.init(action: action) { Text(title) }
    }
}

struct HelperScreen: View {
    @State private var error: Error?
    @State private var host = ""
    var body: some View {
        NavigationStack {
            Form {
                Text(AppLoc("report.route", value: "Route", comment: ""))
                TextField("api.example.org", text: $host)
                RowButton("About") {}
            }
            .tinted()
            .failureAlert(error: $error)
            .closeButton {}
        }
    }
}
