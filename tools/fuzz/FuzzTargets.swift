// libFuzzer entry for Currency Camera's readers of untrusted text, compiled into the CurrencyCore
// sources by tools/fuzz/run.sh (one module, so internal readers such as HistoryFileReader are
// reachable). FUZZ_TARGET picks the reader: one binary, one compile, three targets.
import Foundation

private let target = ProcessInfo.processInfo.environment["FUZZ_TARGET"] ?? "price"

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Data(bytes: data, count: size)
    switch target {
    case "price": fuzzPriceParser(bytes)
    case "history": fuzzHistoryReader(bytes)
    case "settings": fuzzSettingsReader(bytes)
    default: fatalError("FUZZ_TARGET must be price, history or settings")
    }
    return 0
}

/// OCR text is arbitrary Unicode: every price found must be non-negative and appear in the input.
private func fuzzPriceParser(_ bytes: Data) {
    let text = String(decoding: bytes, as: UTF8.self)
    for price in PriceParser.parse(text) {
        precondition(price.value >= 0, "negative price from \(text.debugDescription)")
        precondition(!price.rawText.isEmpty)
    }
    _ = PriceParser.parseNumber(text)
}

/// The history file is the user's to damage: decoding never traps, and what it returns re-encodes.
private func fuzzHistoryReader(_ bytes: Data) {
    if case .records(let records, let skipped) = HistoryFileReader.decode(bytes) {
        precondition(skipped >= 0)
        _ = try? JSONEncoder().encode(records)
    }
}

/// Saved currencies arrive as string dictionaries (the `aa{ss}` key) and the old name/rate pair:
/// lines of `key<TAB>value` here, a blank line between records.
private func fuzzSettingsReader(_ bytes: Data) {
    let text = String(decoding: bytes, as: UTF8.self)
    for block in text.components(separatedBy: "\n\n") {
        var fields: [String: String] = [:]
        for line in block.split(separator: "\n") {
            let parts = line.split(separator: "\t", maxSplits: 1, omittingEmptySubsequences: false)
            fields[String(parts[0])] = parts.count > 1 ? String(parts[1]) : ""
        }
        _ = Currency(fields: fields)
        _ = CurrencyList.migrating(name: fields["name"] ?? "", rateText: fields["rate"] ?? "", updated: nil)
        _ = CurrencySettings.parseRate(fields["rate"] ?? block)
        _ = try? JSONDecoder().decode(CurrencySettings.self, from: Data(block.utf8))
    }
}
