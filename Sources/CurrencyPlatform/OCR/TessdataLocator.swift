import Foundation

/// Finds the directory holding `<language>.traineddata`.
struct TessdataLocator {
    /// Debian 12's tesseract-ocr-eng puts its data here.
    static let debianDirectory = "/usr/share/tesseract-ocr/5/tessdata"

    var environment: [String: String] = ProcessInfo.processInfo.environment
    var fileExists: (String) -> Bool = { FileManager.default.fileExists(atPath: $0) }

    /// An explicit directory is the only candidate. Otherwise TESSDATA_PREFIX, when set, is the
    /// only place looked in, as Tesseract itself does (Tesseract 5 reads it as the tessdata
    /// directory, older setups as its parent); without it, Debian's directory.
    func candidates(explicit: String?) -> [String] {
        if let explicit { return [explicit] }
        if let prefix = environment["TESSDATA_PREFIX"], !prefix.isEmpty {
            return [prefix, (prefix as NSString).appendingPathComponent("tessdata")]
        }
        return [Self.debianDirectory]
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
