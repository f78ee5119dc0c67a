import SwiftUI

struct SettingsForm: View {
    @State private var notifications = true
    @State private var sounds = false
    @State private var theme = "System"
    @State private var textSize = 2
    @State private var volume = 0.4
    @State private var units = 0

    var body: some View {
        NavigationStack {
            Form {
                Section("Notifications") {
                    Toggle("Allow notifications", isOn: $notifications)
                    Toggle("Sounds", isOn: $sounds)
                }
                Section(header: Text("Appearance")) {
                    Picker("Theme", selection: $theme) {
                        Text("Light").tag("Light")
                        Text("Dark").tag("Dark")
                        Text("System").tag("System")
                    }
                    Stepper("Text size", value: $textSize, in: 1...5)
                    Slider(value: $volume, in: 0...1) {
                        Text("Volume")
                    }
                }
                Section("Units") {
                    Picker("Units", selection: $units) {
                        Text("Metric").tag(0)
                        Text("Imperial").tag(1)
                    }
                    .pickerStyle(.segmented)
                }
            }
            .navigationTitle("Settings")
        }
    }
}

#Preview {
    SettingsForm()
}
