import EarshotTestSupport
import Foundation
import FoundationXML
import Testing

/// `scripts/install`, `scripts/package` and the CI page (`docs/ci.md`), run for real: the built
/// program is installed into a temporary prefix and run from a project outside the checkout, as
/// a team's CI job runs it. They fail, not skip, when the program has not been built.
@Suite struct InstallTests {
    struct Run {
        var status: Int32
        var out: String, err: String
    }

    /// Runs `executable` with `arguments` from `directory`; `environment` replaces this process's.
    func run(_ executable: String, _ arguments: [String], directory: String, environment: [String: String]? = nil) throws -> Run {
        let p = Process()
        p.executableURL = URL(fileURLWithPath: executable)
        p.arguments = arguments
        p.currentDirectoryURL = URL(fileURLWithPath: directory)
        if let environment { p.environment = environment }
        let out = Pipe(), err = Pipe()
        p.standardOutput = out
        p.standardError = err
        p.standardInput = FileHandle.nullDevice
        try p.run()
        let o = out.fileHandleForReading.readDataToEndOfFile(), e = err.fileHandleForReading.readDataToEndOfFile()
        p.waitUntilExit()
        return Run(status: p.terminationStatus, out: String(decoding: o, as: UTF8.self), err: String(decoding: e, as: UTF8.self))
    }

    /// A fresh empty folder of this test's own, outside the checkout.
    func folder(_ name: String) throws -> String {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("earshot-install-\(getpid())-\(name)").path
        try? FileManager.default.removeItem(atPath: path)
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }

    func script(_ name: String) -> String { repositoryRoot.appendingPathComponent("scripts/" + name).path }

    /// `scripts/install --binary <the built program> PREFIX`, which must succeed.
    func install(into prefix: String, destdir: String? = nil, from directory: String) throws {
        try #require(FileManager.default.isExecutableFile(atPath: earshotBinary), "no built earshot: run swift build")
        var environment = ProcessInfo.processInfo.environment
        environment["DESTDIR"] = destdir
        let r = try run(script("install"), ["--binary", earshotBinary, prefix], directory: directory, environment: environment)
        try #require(r.status == 0, "scripts/install failed: \(r.err)")
    }

    /// Every file and folder under `root`, with its permissions and a digest of its bytes.
    func listing(_ root: String) throws -> [String] {
        let names = try FileManager.default.subpathsOfDirectory(atPath: root).sorted()
        return try names.map { name in
            let path = root + "/" + name
            let attributes = try FileManager.default.attributesOfItem(atPath: path)
            let mode = String((attributes[.posixPermissions] as? Int) ?? 0, radix: 8)
            let bytes = attributes[.type] as? FileAttributeType == .typeRegular ? (FileManager.default.contents(atPath: path) ?? Data()) : Data()
            return "\(name) \(mode) \(bytes.count) \(bytes.reduce(UInt64(14_695_981_039_346_656_037)) { ($0 ^ UInt64($1)) &* 1_099_511_628_211 })"
        }
    }

    /// The shell commands of `docs/ci.md`'s workflow.
    func ciSteps() throws -> [String] {
        let page = try String(contentsOf: repositoryRoot.appendingPathComponent("docs/ci.md"), encoding: .utf8)
        return WorkflowSteps(markdown: page).commands
    }

    /// The workflow's `earshot` commands: the tests below run each of them as written.
    static let earshotSteps = [
        "earshot snapshot Sources/Views --dir Snapshots --check",
        "earshot snapshot Sources/Views --dir Snapshots --check --format junit > earshot-snapshots.xml || [ $? -eq 1 ]",
        "earshot audit Sources/Views --format sarif -o earshot.sarif || [ $? -eq 1 ]",
    ]

    @Test func theInstalledProgramRunsTheCIStepsFromAProjectOfItsOwn() throws {
        let root = try folder("ci")
        defer { try? FileManager.default.removeItem(atPath: root) }
        let prefix = root + "/prefix", project = root + "/project"
        try install(into: prefix, from: root)
        #expect(try FileManager.default.contentsOfDirectory(atPath: root) == ["prefix"], "written outside the prefix")

        // A small app: one described screen, and folders named like Earshot's own that must not be taken for its data.
        for dir in ["Sources/Views", "Labs", "Voices"] {
            try FileManager.default.createDirectory(atPath: project + "/" + dir, withIntermediateDirectories: true)
        }
        let hat = try Data(contentsOf: layoutsDirectory.appendingPathComponent("cowboy-hat.yaml"))
        try hat.write(to: URL(fileURLWithPath: project + "/Sources/Views/hat.yaml"))
        try hat.write(to: URL(fileURLWithPath: project + "/Labs/not-a-lab.yaml"))
        try Data("name: loud\nvoice: en-us\nrate: 900\n".utf8).write(to: URL(fileURLWithPath: project + "/Voices/loud.yaml"))

        let environment = [
            "PATH": prefix + "/bin:/usr/bin:/bin", "HOME": root, "EARSHOT_CACHE_DIR": root + "/cache", "LANG": "C.UTF-8",
        ]
        func shell(_ command: String) throws -> Run { try run("/bin/bash", ["-e", "-c", command], directory: project, environment: environment) }

        let labs = try shell("earshot lab --list")
        #expect(labs.status == 0, "\(labs.err)")
        #expect(labs.out.contains("rate-the-hat.yaml") && !labs.out.contains("not-a-lab"), "\(labs.out)")
        let voices = try shell("earshot voices")
        #expect(voices.status == 0 && voices.out.contains("training") && !voices.out.contains("loud"), "\(voices.out)")

        // The workflow's earshot steps are the ones this test runs, word for word.
        let steps = try ciSteps().filter { $0.hasPrefix("earshot ") }
        #expect(steps == Self.earshotSteps)
        let (check, junit, audit) = (Self.earshotSteps[0], Self.earshotSteps[1], Self.earshotSteps[2])

        let record = try shell("earshot snapshot Sources/Views --dir Snapshots --update")
        #expect(record.status == 0, "\(record.err)")
        let same = try shell(check)
        #expect(same.status == 0 && same.out == "2 snapshots, 0 changed, 0 new, 0 gone, 2 unchanged\n", "\(same.out)\(same.err)")
        #expect(try shell(junit).status == 0)
        let passing = try String(contentsOfFile: project + "/earshot-snapshots.xml", encoding: .utf8)
        #expect(XMLParser(data: Data(passing.utf8)).parse() && passing.contains("tests=\"2\" failures=\"0\""), "\(passing)")

        let path = project + "/Sources/Views/hat.yaml"
        let edited = try String(contentsOfFile: path, encoding: .utf8).replacingOccurrences(of: "label: Submit", with: "label: Send")
        try Data(edited.utf8).write(to: URL(fileURLWithPath: path))
        let changed = try shell(check)
        #expect(changed.status == 1)
        #expect(changed.out.contains("\n-5. Submit. Button.\n+5. Send. Button.\n"), "\(changed.out)")
        #expect(try shell(junit).status == 0, "a changed snapshot is the check step's failure, not the report's")
        let failing = try String(contentsOfFile: project + "/earshot-snapshots.xml", encoding: .utf8)
        #expect(XMLParser(data: Data(failing.utf8)).parse() && failing.contains("tests=\"2\" failures=\"1\""), "\(failing)")

        #expect(try shell(audit).status == 0)
        let raw = try shell("earshot audit Sources/Views --format sarif -o x.sarif")
        #expect(raw.status == 0 || raw.status == 1, "\(raw.err)")
        for file in ["earshot.sarif", "x.sarif"] {
            let data = try #require(FileManager.default.contents(atPath: project + "/" + file))
            let sarif = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
            #expect(sarif["version"] as? String == "2.1.0")
            #expect((sarif["runs"] as? [Any])?.count == 1)
        }
        // Bad input (exit 2) still fails the audit step and the report's.
        #expect(try shell(audit.replacingOccurrences(of: "Sources/Views", with: "Sources/Nowhere")).status != 0)
        #expect(try shell(junit.replacingOccurrences(of: "Sources/Views", with: "Sources/Nowhere")).status != 0)
    }

    @Test func installingTwiceGivesTheSameFilesAndDestdirHoldsThemAll() throws {
        let root = try folder("again")
        defer { try? FileManager.default.removeItem(atPath: root) }
        let prefix = root + "/prefix"
        try install(into: prefix, from: root)
        let first = try listing(prefix)
        #expect(first.contains { $0.hasPrefix("bin/earshot 755 ") })
        for file in ["Voices/default.yaml", "Labs/rate-the-hat.yaml", "Layouts/cowboy-hat.yaml", "docs/rules.md", "schemas/lab.schema.json"] {
            #expect(first.contains { $0.hasPrefix("share/earshot/\(file) 644 ") }, "\(file)")
        }
        try Data("old: lab\n".utf8).write(to: URL(fileURLWithPath: prefix + "/share/earshot/Labs/removed-since.yaml"))
        try install(into: prefix, from: root)
        #expect(try listing(prefix) == first)

        // DESTDIR: everything under it, nothing at the prefix itself. A relative PREFIX is the caller's.
        let stage = root + "/stage", target = "/earshot-install-test-\(getpid())"
        try install(into: target, destdir: stage, from: root)
        #expect(!FileManager.default.fileExists(atPath: target))
        #expect(try listing(stage + target) == first)
        try install(into: "relative", from: root)
        #expect(try listing(root + "/relative") == first)
        #expect(try FileManager.default.contentsOfDirectory(atPath: root).sorted() == ["prefix", "relative", "stage"])

        let dotted = try run(script("install"), ["--binary", earshotBinary, root + "/a/../b"], directory: root)
        #expect(dotted.status == 2 && dotted.err.contains("must not contain"))
        let missing = try run(script("install"), ["--binary", root + "/nothing", root + "/c"], directory: root)
        #expect(missing.status == 1 && missing.err.contains("no program at"))
    }

    /// The program looks for its data beside itself (installed), then in the checkout it was
    /// built in or the current directory when that is a checkout; a copy elsewhere finds none.
    @Test func aCopiedProgramTakesOnlyACheckoutForItsData() throws {
        let root = try folder("copied")
        defer { try? FileManager.default.removeItem(atPath: root) }
        try #require(FileManager.default.isExecutableFile(atPath: earshotBinary), "no built earshot: run swift build")
        try FileManager.default.createDirectory(atPath: root + "/bin", withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: root + "/Labs", withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: earshotBinary, toPath: root + "/bin/earshot")
        let elsewhere = try run(root + "/bin/earshot", ["lab", "--list"], directory: root)
        #expect(elsewhere.status == 2 && elsewhere.err == "earshot: error: no Labs folder found\n", "\(elsewhere.err)")
        let inCheckout = try run(root + "/bin/earshot", ["lab", "--list"], directory: repositoryRoot.path)
        #expect(inCheckout.status == 0 && inCheckout.out.contains("rate-the-hat.yaml"), "\(inCheckout.err)")
    }

    @Test func packageRefusesAProgramThatNeedsTheSwiftToolchain() throws {
        let root = try folder("toolchain")
        defer { try? FileManager.default.removeItem(atPath: root) }
        try #require(FileManager.default.isExecutableFile(atPath: earshotBinary), "no built earshot: run swift build")
        // The debug build links the Swift runtime from the toolchain, which no Debian package provides.
        let r = try run(script("package"), ["--binary", earshotBinary, "--output", root], directory: root)
        #expect(r.status == 1)
        #expect(r.err.contains("libswiftCore.so") && r.err.contains("--static-swift-stdlib"), "\(r.err)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: root).isEmpty)
    }

    /// The package's layout and control fields, built around a stand-in program: the release
    /// program it is made for takes a release build, longer than the suite should (docs/ci.md).
    /// espeak-ng's own program links libespeak-ng, so its Depends shows the lookup through dpkg.
    @Test func packageHoldsWhatInstallInstallsAndDependsOnTheProgramsLibraries() throws {
        let root = try folder("package")
        defer { try? FileManager.default.removeItem(atPath: root) }
        let standIn = "/usr/bin/espeak-ng"
        try #require(FileManager.default.isExecutableFile(atPath: standIn), "no espeak-ng program: run scripts/setup")
        let r = try run(script("package"), ["--binary", standIn, "--output", "out"], directory: root)
        try #require(r.status == 0, "\(r.err)")
        let source = try String(contentsOf: repositoryRoot.appendingPathComponent("Sources/EarshotModel/Model/EarshotRelease.swift"), encoding: .utf8)
        let line = try #require(source.split(separator: "\n").first { $0.contains("static let version = \"") })
        let version = String(line.split(separator: "\"")[1])
        let arch = try run("/usr/bin/dpkg", ["--print-architecture"], directory: root).out.trimmingCharacters(in: .whitespacesAndNewlines)
        let deb = root + "/out/earshot_\(version)_\(arch).deb"
        #expect(r.out == deb + "\n")

        let fields = try run("/usr/bin/dpkg-deb", ["--field", deb, "Package", "Version", "Architecture", "Depends"], directory: root)
        #expect(fields.status == 0)
        let control = Dictionary(fields.out.split(separator: "\n").compactMap { line -> (String, String)? in
            guard let colon = line.firstIndex(of: ":") else { return nil }
            return (String(line[..<colon]), line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces))
        }, uniquingKeysWith: { $1 })
        #expect(control["Package"] == "earshot" && control["Version"] == version && control["Architecture"] == arch)
        let depends = (control["Depends"] ?? "").components(separatedBy: ", ").map { $0.components(separatedBy: " ")[0] }
        #expect(depends.sorted() == ["libc6", "libespeak-ng1"], "\(control)")

        let contents = try run("/usr/bin/dpkg-deb", ["--contents", deb], directory: root)
        let entries = contents.out.split(separator: "\n").map { line in
            let parts = line.split(separator: " ", omittingEmptySubsequences: true)
            return (mode: String(parts[0]), owner: String(parts[1]), path: String(parts.last ?? ""))
        }
        #expect(entries.allSatisfy { $0.owner == "root/root" && $0.path.hasPrefix("./usr/") || $0.path == "./" })
        #expect(entries.contains { $0 == ("-rwxr-xr-x", "root/root", "./usr/bin/earshot") })
        for file in ["Voices/default.yaml", "Labs/rate-the-hat.yaml", "Layouts/cowboy-hat.yaml", "docs/rules.md"] {
            #expect(entries.contains { $0 == ("-rw-r--r--", "root/root", "./usr/share/earshot/" + file) }, "\(file)")
        }

        // The workflow installs the file this names, from the folder its package step writes to.
        let steps = try ciSteps()
        #expect(steps.contains(".earshot/scripts/package --output .earshot-package"))
        #expect(steps.contains { $0.hasSuffix("apt-get install -y --no-install-recommends ./.earshot-package/earshot_*.deb") })
        #expect(fnmatch("earshot_*.deb", (deb as NSString).lastPathComponent, 0) == 0)
    }

    /// Every step of the workflow is one the tests run, or one that needs root and the network;
    /// the libraries it installs to build with are the ones the package manifest names.
    @Test func theCIPagesStepsAreAllAccountedFor() throws {
        let steps = try ciSteps()
        let build = "apt-get update && apt-get install -y --no-install-recommends pkg-config "
        let known = Self.earshotSteps + [".earshot/scripts/package --output .earshot-package"]
        let apt = steps.filter { $0.hasPrefix("apt-get update && apt-get install ") }
        #expect(steps.filter { !known.contains($0) && !apt.contains($0) } == [])
        #expect(apt.count == 2)
        let manifest = try String(contentsOf: repositoryRoot.appendingPathComponent("Package.swift"), encoding: .utf8)
        let providers = manifest.components(separatedBy: ".apt([").dropFirst().flatMap {
            $0.prefix { $0 != "]" }.split(separator: ",").map { $0.trimmingCharacters(in: CharacterSet(charactersIn: " \"")) }
        }
        #expect(providers.count >= 5)
        let libraries = try #require(apt.first { $0.hasPrefix(build) }).dropFirst(build.count).split(separator: " ").map(String.init)
        #expect(libraries.sorted() == providers.sorted())
    }
}
