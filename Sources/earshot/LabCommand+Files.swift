import EarshotCore
import EarshotSources
import Foundation

/// A lab with everything it names loaded and checked: its layout (and the files that layout's
/// `goto` effects reach) and its voice.
struct LoadedLab {
    var lab: Lab
    var workspace: Workspace
    var profile: VoiceProfile
    /// The lab and layout files as read (`LabFingerprint`); nil when the layout file could not
    /// be read again.
    var fingerprint: String?
    /// Every file the load read — the lab, the screen files and what they read beside them, the
    /// `goto` targets — with its digest, paths relative to the lab's folder.
    var files: [LabFileRead] = []
    /// The lab file's name, for the reader's status line.
    var name: String { (lab.path as NSString).lastPathComponent }

    /// The navigator where the lab starts.
    var navigator: Navigator {
        Navigator(workspace: workspace, screen: lab.screen?.value, rate: profile.rate, verbosity: profile.verbosity,
                  rotorItems: RotorRing.enabled(by: profile.rotor))
    }
}

/// The files a lab run reads and writes.
enum LabFiles {
    /// Loads the lab at `path`, its layout, and its voice (`--voice` wins over the lab's own);
    /// every problem is reported where the lab or layout writes it.
    static func load(_ name: String, voiceOptions: VoiceOptions) throws -> LoadedLab {
        let path = resolve(name)
        // A lab by name is one Earshot found in its own folder: read as found files are.
        let found = path != name
        let bytes: [UInt8]
        switch Resources.read(path, found: found) {
        case .success(let read): bytes = read
        case .failure(let why): throw Failure.usage(found ? "cannot read lab '\(name)': \(why.text)" : unreadable(name, path: path))
        }
        // Every file read from here on is recorded, so a replay can tell which one changed.
        let files = RecordedFiles(Resources.files)
        files.note(path, bytes: bytes)
        let lab: Lab
        switch Lab.load(bytes: bytes, path: path) {
        case .success(let loaded): lab = loaded
        case .failure(let list): throw Failure.diagnostics(list)
        }
        func located(_ at: SourceLocation, _ message: String) -> Failure {
            .located(Diagnostic(path: path, location: at, message: message).description)
        }
        // Any screen file goes where a layout goes: a dump, a storyboard (the lab's `screen:`
        // first), a SwiftUI file.
        let layout: Layout
        switch ScreenSources.standard.layout(lab.layoutPath, options: SourceOptions(screen: lab.screen?.value, scope: .run), files: files) {
        case .success(let loaded): layout = loaded
        case .failure(.unreadable(let path, let why)):
            throw located(lab.layout.location, "cannot read layout '\(lab.layout.value)' (looked for '\(path)'): \(why)")
        case .failure(let failure):
            let here = Diagnostic(path: path, location: lab.layout.location,
                                  message: "layout '\(lab.layout.value)' does not load (see its errors)")
            if case .diagnostics(let list) = failure { throw Failure.diagnostics(DiagnosticList(list.diagnostics + [here])) }
            throw Failure.lines([failure.description, here.description])
        }
        let workspace: Workspace
        switch ScreenSources.standard.workspace(layout, files: files) {
        case .success(let loaded): workspace = loaded
        case .failure(let list): throw Failure.diagnostics(list)
        }
        var problems = lab.check(against: workspace)
        var profile: VoiceProfile?
        do { profile = try self.profile(for: lab, voiceOptions: voiceOptions) } catch Failure.diagnostics(let list) {
            problems += list.diagnostics
        }
        guard problems.isEmpty, let profile else {
            throw Failure.diagnostics(DiagnosticList(problems.sorted { $0.location < $1.location }))
        }
        let fingerprint = Resources.readFile(lab.layoutPath).map { LabFingerprint.of(lab: bytes, layout: $0) }
        var heard = profile
        if let reader = lab.reader { heard.reader = reader }
        return LoadedLab(lab: lab, workspace: workspace, profile: voiceOptions.hearing(layout, with: heard), fingerprint: fingerprint,
                         files: LabFileRead.relative(files.recorded, to: LayoutPaths.directory(of: path)))
    }

    /// A lab file, or a bundled lab by name (`rate-the-hat` is `Labs/rate-the-hat.yaml`): a
    /// word with no `/` that is not a file here is looked up in the bundled `Labs/` folder.
    static func resolve(_ name: String) -> String {
        guard !name.contains("/"), !FileManager.default.fileExists(atPath: name),
              let folder = Resources.bundled("Labs") else { return name }
        let file = folder + "/" + (name.hasSuffix(".yaml") ? name : name + ".yaml")
        return FileManager.default.fileExists(atPath: file) ? file : name
    }

    /// `cannot read lab 'x': no such file (bundled labs: …)`: always why, and for a name that is
    /// no file and no bundled lab, the names there are with a did-you-mean.
    static func unreadable(_ name: String, path: String) -> String {
        let message = "cannot read lab '\(name)': \(Unreadable.reason(path))"
        guard !name.contains("/"), !FileManager.default.fileExists(atPath: path) else { return message }
        let known = bundledNames()
        guard !known.isEmpty else { return message }
        let stem = name.hasSuffix(".yaml") ? String(name.dropLast(5)) : name
        return message + Suggest.didYouMean(stem, among: known) + "; bundled labs: " + known.joined(separator: ", ")
    }

    /// The bundled labs' names (file names without `.yaml`).
    static func bundledNames() -> [String] {
        guard let folder = Resources.bundled("Labs"),
              let files = try? FileManager.default.contentsOfDirectory(atPath: folder) else { return [] }
        return files.filter { $0.hasSuffix(".yaml") }.map { String($0.dropLast(5)) }.sorted()
    }

    /// `--voice`, else the lab's `voice` (a profile name, or a file relative to the lab), else
    /// the default; `--rate` over it. A lab voice that is not there is a diagnostic at `voice`.
    static func profile(for lab: Lab, voiceOptions: VoiceOptions) throws -> VoiceProfile {
        guard voiceOptions.voice == nil, let voice = lab.voice else { return try voiceOptions.profile() }
        if let language = voiceOptions.language { _ = try ReaderLanguage.chosen(language) }
        var name = voice.value
        if name.contains("/") || name.hasSuffix(".yaml") {
            let directory = LayoutPaths.directory(of: lab.path)
            if !name.hasPrefix("/") && !directory.isEmpty { name = directory + "/" + name }
        }
        var profile: VoiceProfile
        do { profile = try Resources.profile(name) } catch Failure.usage(let message) {
            throw Failure.diagnostics(DiagnosticList([Diagnostic(path: lab.path, location: voice.location, message: message)]))
        }
        if let rate = voiceOptions.rate {
            guard VoiceProfile.rateRange.contains(rate) else {
                throw Failure.usage("--rate must be \(VoiceProfile.rateRange.lowerBound) to \(VoiceProfile.rateRange.upperBound) words per minute")
            }
            profile.rate = rate
        }
        return profile
    }
}
