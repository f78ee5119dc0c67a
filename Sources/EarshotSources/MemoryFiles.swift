public import EarshotLoader
/// Files held in memory, by path: screen sources read them as they read a disk (benchmarks,
/// tests, and any caller that already has the bytes). Folders are the paths' prefixes.
public struct MemoryFiles: SourceFiles {
    public var files: [String: [UInt8]]

    public init(_ files: [String: [UInt8]]) { self.files = files }

    public func read(_ path: String) -> LayoutFileRead {
        if let bytes = files[path] { return .bytes(bytes) }
        return entry(path) == .directory ? .unreadable("it is a directory") : .unreadable("no such file")
    }

    public func head(_ path: String, count: Int) -> [UInt8]? { files[path].map { Array($0.prefix(count)) } }
    public func size(_ path: String) -> Int? { files[path]?.count }

    public func entry(_ path: String) -> FileEntry? {
        if files[path] != nil { return .regular }
        let prefix = path.hasSuffix("/") ? path : path + "/"
        return files.keys.contains { $0.hasPrefix(prefix) } ? .directory : nil
    }

    public func isLink(_ path: String) -> Bool { false }
    public func isTrusted(_ path: String) -> Bool { true }

    public func names(in directory: String) -> [String]? {
        let prefix = directory == "." || directory.isEmpty ? "" : (directory.hasSuffix("/") ? directory : directory + "/")
        var names = Set<String>()
        for path in files.keys where path.hasPrefix(prefix) {
            if let first = path.dropFirst(prefix.count).split(separator: "/").first { names.insert(String(first)) }
        }
        return names.isEmpty && entry(directory) == nil ? nil : Array(names)
    }

    public func realPath(_ path: String) -> String? { entry(path) == nil ? nil : path }

    public func readFound(_ path: String, in folder: String) -> LayoutFileRead {
        let prefix = folder.isEmpty || folder == "." ? "" : (folder.hasSuffix("/") ? folder : folder + "/")
        guard path.hasPrefix(prefix) else { return .outside(realPath: path) }
        return read(path)
    }
}
