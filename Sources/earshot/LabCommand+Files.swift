import EarshotCore
import Foundation

/// A lab with everything it names loaded and checked: its layout (and the files that layout's
/// `goto` effects reach) and its voice.
struct LoadedLab {
    var lab: Lab
    var workspace: Workspace
    var profile: VoiceProfile
    /// The lab file's name, for the reader's status line.
    var name: String { (lab.path as NSString).lastPathComponent }

    /// The navigator where the lab starts.
    var navigator: Navigator {
        Navigator(workspace: workspace, screen: lab.screen?.value, rate: profile.rate, verbosity: profile.verbosity)
    }
}

/// The files a lab run reads and writes.
enum LabFiles {
    /// Loads the lab at `path`, its layout, and its voice (`--voice` wins over the lab's own);
    /// every problem is reported where the lab or layout writes it.
    static func load(_ path: String, voiceOptions: VoiceOptions) throws -> LoadedLab {
        guard let bytes = Resources.readFile(path) else { throw Failure.usage("cannot read lab '\(path)'") }
        let lab: Lab
        switch Lab.load(bytes: bytes, path: path) {
        case .success(let loaded): lab = loaded
        case .failure(let list): throw Failure.diagnostics(list)
        }
        func located(_ at: SourceLocation, _ message: String) -> Failure {
            .located(Diagnostic(path: path, location: at, message: message).description)
        }
        let layoutPath = lab.layoutPath
        guard let layoutBytes = Resources.readFile(layoutPath) else {
            throw located(lab.layout.location, "cannot read layout '\(lab.layout.value)' (looked for '\(layoutPath)')")
        }
        let layout: Layout
        // A SwiftUI file as the lab's screen, as everywhere a layout goes.
        let loadedLayout = SwiftUIFiles.isSwift(layoutPath)
            ? SwiftUIFiles.loadResult(layoutPath, bytes: layoutBytes) : LayoutLoader().load(bytes: layoutBytes, path: layoutPath)
        switch loadedLayout {
        case .success(let loaded): layout = loaded
        case .failure(let list):
            throw Failure.located(list.description + "\n"
                + located(lab.layout.location, "layout '\(lab.layout.value)' does not load (see its errors)").description)
        }
        let workspace = try Resources.workspace(layout)
        var problems = lab.check(against: workspace)
        var profile: VoiceProfile?
        do { profile = try self.profile(for: lab, voiceOptions: voiceOptions) } catch Failure.diagnostics(let list) {
            problems += list.diagnostics
        }
        guard problems.isEmpty, let profile else {
            throw Failure.diagnostics(DiagnosticList(problems.sorted { $0.location < $1.location }))
        }
        return LoadedLab(lab: lab, workspace: workspace, profile: profile)
    }

    /// `--voice`, else the lab's `voice` (a profile name, or a file relative to the lab), else
    /// the default; `--rate` over it. A lab voice that is not there is a diagnostic at `voice`.
    static func profile(for lab: Lab, voiceOptions: VoiceOptions) throws -> VoiceProfile {
        guard voiceOptions.voice == nil, let voice = lab.voice else { return try voiceOptions.profile() }
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

    /// Writes `text` to `path` so that a reader never sees half a file and a crash or kill
    /// right after leaves the whole of it: a temporary file beside it, flushed to the disk,
    /// then renamed over it.
    static func writeDurably(_ text: String, to path: String) throws {
        let url = URL(fileURLWithPath: path)
        let directory = url.deletingLastPathComponent().path
        let temporary = directory + "/." + url.lastPathComponent + ".\(getpid()).tmp"
        let fd = open(temporary, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        guard fd >= 0 else { throw Failure.usage("cannot write report '\(path)': \(String(cString: strerror(errno)))") }
        let bytes = Array(text.utf8)
        var written = 0
        var failure: Int32 = 0
        while written < bytes.count {
            let n = bytes[written...].withUnsafeBytes { write(fd, $0.baseAddress, $0.count) }
            if n < 0 { if errno == EINTR { continue }; failure = errno; break }
            written += n
        }
        if failure == 0 && fsync(fd) != 0 { failure = errno }
        close(fd)
        if failure == 0 && rename(temporary, path) != 0 { failure = errno }
        if failure != 0 {
            unlink(temporary)
            throw Failure.usage("cannot write report '\(path)': \(String(cString: strerror(failure)))")
        }
        // The rename itself is made durable by flushing the directory.
        let dir = open(directory.isEmpty ? "." : directory, O_RDONLY | O_CLOEXEC)
        if dir >= 0 { fsync(dir); close(dir) }
    }
}
