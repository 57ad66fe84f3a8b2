import Foundation

/// Finds the directory holding `<language>.traineddata`.
struct TessdataLocator {
    /// Debian 12's tesseract-ocr-eng puts its data here.
    static let debianDirectory = "/usr/share/tesseract-ocr/5/tessdata"

    var environment: [String: String] = ProcessInfo.processInfo.environment
    var fileExists: (String) -> Bool = { FileManager.default.fileExists(atPath: $0) }

    /// An explicit directory is the only candidate; otherwise TESSDATA_PREFIX (which Tesseract 5
    /// reads as the tessdata directory itself, older setups as its parent), then Debian's.
    func candidates(explicit: String?) -> [String] {
        if let explicit { return [explicit] }
        var directories: [String] = []
        if let prefix = environment["TESSDATA_PREFIX"], !prefix.isEmpty {
            directories += [prefix, (prefix as NSString).appendingPathComponent("tessdata")]
        }
        directories.append(Self.debianDirectory)
        return directories
    }

    func locate(language: String, explicit: String?) throws(TesseractError) -> String {
        let searched = candidates(explicit: explicit)
        for directory in searched
        where fileExists((directory as NSString).appendingPathComponent("\(language).traineddata")) {
            return directory
        }
        throw .missingLanguageData(language: language, searched: searched)
    }
}
