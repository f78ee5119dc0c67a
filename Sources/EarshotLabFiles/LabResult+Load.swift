public import EarshotLoader
public import EarshotModel
import EarshotNarration
import EarshotNavigation
import EarshotPlanning
/// The lab result format's keys: `earshot lab report` reads results back through the one strict
/// loader, so a hand-edited or truncated file is a located error, not a wrong table.
public enum LabResultKeys {
    public static let kind = FileKind(
        name: "lab-result", title: "Earshot lab result",
        emptyHint: "a lab result is the JSON document 'earshot lab --report' writes",
        root: .mapping("result"), definitions: [result, task, file])

    /// The largest figures a result may hold: far past any real run, and small enough that every
    /// sum and conversion in the class table stays exact.
    package static let maxSeconds = 1e7
    package static let maxCount = 1_000_000

    package static let result = MappingSpec(
        name: "result", what: "a lab result", summary: "One trainee's run of one lab.",
        keys: [
            KeySpec("lab", .text, required: true, "The lab file's name."),
            KeySpec("title", .text, required: true, "The lab's title."),
            KeySpec("trainee", .text, required: true, "Who did the lab (null when not given)."),
            KeySpec("input", .word(InputMode.names, noun: "input mode"),
                    "What the trainee navigated with: touch (no Quick Nav) or keyboard."),
            KeySpec("completed", .boolean, required: true, "Every task was done."),
            KeySpec("tasks", .list(.mapping("task"), minCount: 0), required: true, "Every task of the lab, in order."),
            KeySpec("hints_at", .list(.list(.integer(min: 0, max: maxCount), minCount: 0), minCount: 0),
                    "For each task, how many of its gestures came before each hint (written when hints were given)."),
            KeySpec("fingerprint", .text,
                    "The lab file and its layout file as the run read them (left out by older results)."),
            KeySpec("files", .list(.mapping("file"), minCount: 0),
                    "Every file the run read, with its digest (left out by older results)."),
        ])

    package static let file = MappingSpec(
        name: "file", what: "a file the run read", summary: "One file a lab run read, and the digest of its bytes.",
        keys: [
            KeySpec("path", .text, required: true, "The file, relative to the lab file's folder."),
            KeySpec("digest", .text, required: true, "64-bit FNV-1a of its bytes (fnv1a64: and 16 hex digits)."),
        ])

    package static let task = MappingSpec(
        name: "task", what: "a task result", summary: "One task of the run.",
        keys: [
            KeySpec("say", .text, required: true, "The task as given."),
            KeySpec("completed", .boolean, required: true, "The goal was met."),
            KeySpec("gestures", .integer(min: 0, max: maxCount), required: true, "Gestures used."),
            KeySpec("optimal", .integer(min: 0, max: maxCount), required: true, "The fewest gestures possible (null when not known)."),
            KeySpec("seconds", .number(0...maxSeconds), required: true, "Seconds of listening."),
            KeySpec("optimal_seconds", .number(0...maxSeconds), required: true, "The least listening possible (null when not known)."),
            KeySpec("time", .number(0...maxSeconds), required: true, "Wall-clock seconds."),
            KeySpec("hints", .integer(min: 0, max: maxCount), required: true, "Hints used."),
            KeySpec("path", .text, required: true, "The gestures used, as a script."),
        ])
}

extension LabResult {
    /// Reads a result file strictly: every problem located, nothing half-read.
    public static func load(bytes: [UInt8], path: String) -> Result<LabResult, DiagnosticList> {
        DocumentLoader.load(bytes: bytes, path: path, kind: LabResultKeys.kind) { root, reader in
            parse(root, reader: &reader)
        }
    }

    package static func parse(_ root: YAMLNode, reader: inout NodeReader) -> LabResult? {
        guard let f = reader.fields(root, LabResultKeys.result) else { return nil }
        let lab = reader.text(f, "lab"), title = reader.text(f, "title")
        let trainee = isNull(f["trainee"]) ? nil : reader.text(f, "trainee")
        let completed = reader.bool(f, "completed")
        let input = reader.word(f, "input").flatMap(InputMode.init(rawValue:))
        let tasks = (reader.list(f, "tasks") ?? []).map { parseTask($0, reader: &reader) }
        let fingerprint: String?? = f["fingerprint"] == nil ? .some(nil) : reader.text(f, "fingerprint").map { .some($0) }
        let files = fileReads(f, reader: &reader)
        guard let lab, let title, let completed, let fingerprint, let files, !tasks.contains(where: { $0 == nil }) else { return nil }
        let read = tasks.compactMap { $0 }
        guard let hintsAt = hintPlaces(f, tasks: read, reader: &reader) else { return nil }
        return LabResult(lab: lab, title: title, trainee: trainee, input: input, completed: completed,
                         tasks: read, fingerprint: fingerprint, files: files, hintsAt: hintsAt)
    }

    /// `files`: each file the run read and its digest. `.some(nil)` when left out; nil when
    /// wrong (reported at the value).
    package static func fileReads(_ f: Fields, reader: inout NodeReader) -> [LabFileRead]?? {
        guard f["files"] != nil else { return .some(nil) }
        guard let items = reader.list(f, "files") else { return nil }
        var reads: [LabFileRead] = []
        for item in items {
            guard let g = reader.fields(item, LabResultKeys.file), let path = reader.text(g, "path"),
                  let digest = reader.text(g, "digest") else { return nil }
            reads.append(LabFileRead(path: path, digest: digest))
        }
        return .some(reads)
    }

    /// `hints_at`: a list per task, each place from the one before it to the task's gestures, as
    /// many as the task's hints. `.some(nil)` when left out; nil when wrong (reported at the value).
    package static func hintPlaces(_ f: Fields, tasks: [Task], reader: inout NodeReader) -> [[Int]]?? {
        guard let node = f["hints_at"] else { return .some(nil) }
        guard let lists = reader.list(f, "hints_at") else { return nil }
        guard lists.count == tasks.count else {
            reader.error(node, "'hints_at' must have a list for each of the \(tasks.count) tasks, found \(lists.count)")
            return nil
        }
        var places: [[Int]] = []
        for (list, task) in zip(lists, tasks) {
            guard let items = reader.list(list, "each of 'hints_at'") else { return nil }
            let values = items.map { reader.integer($0, "a place in 'hints_at'", min: 0, max: LabResultKeys.maxCount) }
            guard !values.contains(where: { $0 == nil }) else { return nil }
            let read = values.compactMap { $0 }
            guard read.count == task.hints else {
                reader.error(list, "'hints_at' must give one place for each of the task's \(task.hints) hints, found \(read.count)")
                return nil
            }
            for (i, (item, place)) in zip(items, read).enumerated() where place > task.gestures || (i > 0 && place < read[i - 1]) {
                reader.error(item, "a place in 'hints_at' must be from the one before it to the task's \(task.gestures) gestures")
                return nil
            }
            places.append(read)
        }
        return .some(places)
    }

    package static func parseTask(_ node: YAMLNode, reader: inout NodeReader) -> Task? {
        guard let f = reader.fields(node, LabResultKeys.task) else { return nil }
        let say = reader.text(f, "say"), completed = reader.bool(f, "completed")
        let gestures = reader.integer(f, "gestures"), hints = reader.integer(f, "hints")
        let seconds = reader.number(f, "seconds"), time = reader.number(f, "time")
        let path = reader.text(f, "path")
        // Known, known to be unknown (null), or wrong (nil, reported).
        let optimal: Int?? = isNull(f["optimal"]) ? .some(nil) : reader.integer(f, "optimal").map { .some($0) }
        let optimalSeconds: Double?? = isNull(f["optimal_seconds"]) ? .some(nil)
            : reader.number(f, "optimal_seconds").map { .some($0) }
        guard let say, let completed, let gestures, let hints, let seconds, let time, let path,
              let optimal, let optimalSeconds else { return nil }
        return Task(say: say, completed: completed, gestures: gestures, optimal: optimal, seconds: seconds,
                    optimalSeconds: optimalSeconds, time: time, hints: hints, path: path)
    }

    /// Where the result's value for `key` is written (the document's start when it cannot be
    /// found), for messages about what that value names.
    public static func location(of key: String, bytes: [UInt8], path: String) -> SourceLocation {
        let found = DocumentLoader.load(bytes: bytes, path: path, kind: LabResultKeys.kind) { root, _ -> SourceLocation? in
            guard case .mapping(let pairs, _) = root else { return nil }
            return pairs.first { pair in
                if case .scalar(let name) = pair.key { return name.string == key }
                return false
            }?.value.location
        }
        return (try? found.get()) ?? .start
    }

    /// A key written with no value or `null`: a value the run did not know.
    package static func isNull(_ node: YAMLNode?) -> Bool {
        if case .scalar(let s) = node, s.kind == .null { return true }
        return false
    }
}
