import CurrencyCore
import CurrencyPlatform
import Foundation
import TestSupport
import XCTest

/// Recognition accuracy on the committed fixtures and, when present, the shared real photos.
///
/// The targets are fixtures ≥ 98 % recall / ≤ 2 % false, real key prices ≥ 95 % found and
/// ≤ 5 % of reported prices false. Each is asserted at the target itself (measured figures in
/// tools/recognition-study/FINDINGS.md); the real key-price false rate, which has no target, at a
/// regression ceiling. A failure means recognition got worse than the issue asks.
final class FixtureAccuracyTests: XCTestCase {
    /// One engine for every image of both tests: creating one costs ~120 ms. With the CJK mark
    /// models, as `recognize` and the picture window read a still picture.
    nonisolated(unsafe) private static var shared: PriceRecognizer?

    private static func recognizer() throws -> PriceRecognizer {
        if let shared { return shared }
        let made = try PriceRecognizer(marks: NativeMarkModels(scripts: NativeMarkReader.Script.allCases))
        XCTAssertEqual(made.missingScripts, [], "tools/setup.sh installs the CJK mark models")
        shared = made
        return made
    }

    static let fixtures = AppProcess.packageRoot.appendingPathComponent("Tests/Resources/fixtures")
    /// Decoded frames of the demo clip (tools/extract-demo-frames.sh).
    static let demoFrames = AppProcess.packageRoot.appendingPathComponent("Tests/Resources/demo-frames")
    /// The package is cloned beside the team's `shared/` folder.
    static let realPhotos = AppProcess.packageRoot.appendingPathComponent("../shared/realphotos/shelf-tags").standardized

    /// Measured last (FINDINGS.md "Thorough still pictures"): every still picture is read four ways
    /// and the readings voted (`StillReadingVote`): fixtures 98.7 % found (376 of 381), 0.8 % false.
    /// Before, with the live path's one reading: 97.9 % (373 of 381), one price short of the ≥ 98 %
    /// target. The floor is the new count, so one more price lost fails.
    static let fixtureRecallFloor = 0.986
    static let fixtureFalseCeiling = 0.02
    static let realKeyRecallFloor = 0.95
    static let realKeyFalseCeiling = 0.04
    static let realFalseCeiling = 0.05

    func testFixturePricesAreFound() throws {
        var truth: [(URL, TruthRow)] = []
        for directory in [Self.fixtures, Self.demoFrames] {
            let tsv = try String(contentsOf: directory.appendingPathComponent("truth.tsv"), encoding: .utf8)
            truth += TruthRow.parse(tsv: tsv, pricesColumn: "prices", kindColumn: "kind").map { (directory, $0) }
        }
        XCTAssertGreaterThanOrEqual(truth.count, 125)
        // Menus and demo frames hold several equal prices: no key price.
        let (total, byKind) = try Self.score(truth) { $0.kind.hasPrefix("tag") || $0.kind.hasPrefix("super") }
        for (kind, tally) in byKind.sorted(by: { $0.key < $1.key }) { print("FIXTURES \(kind): \(tally.summary)") }
        print("FIXTURES all: \(total.summary)")
        XCTAssertGreaterThanOrEqual(total.recall, Self.fixtureRecallFloor,
                                    "fixture recall fell below the last measured 373 of 381 (target ≥ 98 %)")
        XCTAssertLessThanOrEqual(total.falseRate, Self.fixtureFalseCeiling,
                                 "fixture false reports rose above the issue's target (≤ 2 %)")
    }

    func testRealShelfTagKeyPrices() throws {
        let truthFile = Self.realPhotos.appendingPathComponent("truth.tsv")
        try XCTSkipUnless(FileManager.default.fileExists(atPath: truthFile.path), "no ../shared/realphotos beside the package")
        let truth = TruthRow.parse(tsv: try String(contentsOf: truthFile, encoding: .utf8),
                                   pricesColumn: "price_values", kindColumn: nil)
        // Split A (even rows) was looked at while designing rules, B (odd rows) was not.
        let (total, byHalf) = try Self.score(truth.map { (Self.realPhotos, $0) }, group: { $0 % 2 == 0 ? "A" : "B" }) { _ in true }
        for (half, tally) in byHalf.sorted(by: { $0.key < $1.key }) { print("REAL \(half): \(tally.summary)") }
        print("REAL all: \(total.summary)")
        XCTAssertGreaterThanOrEqual(total.keyRecall, Self.realKeyRecallFloor,
                                    "real key-price recall fell below the issue's target (≥ 95 %)")
        XCTAssertLessThanOrEqual(total.keyFalseRate, Self.realKeyFalseCeiling,
                                 "real key-price false rate rose above its regression ceiling")
        XCTAssertLessThanOrEqual(total.falseRate, Self.realFalseCeiling,
                                 "real false reports rose above the issue's target (≤ 5 %)")
    }

    /// The other real sets of `shared/realphotos` (Norwegian and Japanese shelf labels, German
    /// receipts), each split as the Russian one: even rows the tune half, odd rows the check half.
    /// Issue 12's targets (≥ 95 % of key prices, ≤ 5 % of reports false) are met on the Japanese
    /// labels (48 of 50, none false) and not yet on the others; each floor is the count last
    /// measured (FINDINGS, "Rows beside a bright frame"), so losing one key price fails the test. Receipts list only their total: their false reports are not scored.
    static let otherRealSets: [(name: String, keyFloor: Int, falseCeiling: Int?)] = [
        ("shelf-tags-no", 35, 6),  // 34 and 8 before raised cents read in their own crop were boxed by their ink (FINDINGS, "Raised cents in hand-held frames": check photo 066); 35 and 7 before a vote tie went to the value read most surely (FINDINGS, "A vote tie goes to the value read most surely": decided on the tune halves, it cost one check photo); 34 before raised cents were read against the median (FINDINGS, "Bold raised cents by an e-paper frame"); false 8 before a mark read for raised cents kept a bare integer out (FINDINGS, "A bare integer before a mark read for its raised cents"); 7 before the second scale (FINDINGS, "Still pictures: a second scale"); 33 before an integer box that took in its raised cents was cut (FINDINGS, "Raised cents boxed with the last digit"); 28 before rows against the median; 25 before cents on flattened paper; 15 before heavy and italic digit templates
        ("shelf-tags-jp", 48, 0),  // 46 and 2 false before a character boxed twice as a "9" and a "3" was read once (FINDINGS, "One character boxed twice"); 45 before a "3" enclosing a counter was read "9"; 41 before the second scale; 40 before dark ink with its gaps closed; 39 and 3 with one reading
        ("receipts-de", 24, nil),  // 22 before dark ink with its gaps closed; 17 with one reading
    ]

    func testOtherRealSetsKeyPrices() throws {
        for set in Self.otherRealSets {
            let directory = Self.realPhotos.deletingLastPathComponent().appendingPathComponent(set.name)
            let truthFile = directory.appendingPathComponent("truth.tsv")
            try XCTSkipUnless(FileManager.default.fileExists(atPath: truthFile.path), "no ../shared/realphotos beside the package")
            let truth = TruthRow.parse(tsv: try String(contentsOf: truthFile, encoding: .utf8),
                                       pricesColumn: "price_values", kindColumn: nil)
            let (total, byHalf) = try Self.score(truth.map { (directory, $0) }, group: { $0 % 2 == 0 ? "tune" : "check" }) { _ in true }
            for (half, tally) in byHalf.sorted(by: { $0.key > $1.key }) { print("REAL \(set.name) \(half): \(tally.summary)") }
            print("REAL \(set.name) all: \(total.summary)")
            XCTAssertGreaterThanOrEqual(total.keyHits, set.keyFloor, "\(set.name): fewer key prices found than measured")
            if let ceiling = set.falseCeiling {
                XCTAssertLessThanOrEqual(total.reported - total.correct, ceiling, "\(set.name): more false reports than measured")
            }
        }
    }

    /// The synthetic "wild" set (Tests/Resources/wild, tools/make-wild-fixtures.py): fonts, formats and
    /// label kinds the regression fixtures lack, split by font and seed into a tune half (t…) and a
    /// check half (c…) that share no font. Issue 12's target (≥ 98 % found, ≤ 2 % false on check) is
    /// not met yet; the floors are the check half's counts measured at this commit (FINDINGS,
    /// "Recognition in the wild"), so a lost price fails the test.
    static let wild = AppProcess.packageRoot.appendingPathComponent("Tests/Resources/wild")
    /// 420 measured; 418 before lines of small print found as ink were read enlarged (FINDINGS,
    /// "Lines of small print found as ink"; chosen on the tune halves, the check half read after),
    /// 416 before two whole segment digits were kept apart (FINDINGS, "Two segment
    /// digits closer than the joiner's reach"; chosen on the tune halves, the check half read after:
    /// c068's "138.00" and c073's "24.95" found), 416 before cents seen in neither the wide nor the finer ink were looked for against the
    /// median (FINDINGS, "Cents that vanish into the grey by the frame"; chosen on the tune halves and
    /// a synthetic sweep, not changed for a check-half loss: c030's "90.000đ" lost),
    /// 413 before a price one reading alone found was kept in a column of prices printed as it is
    /// (FINDINGS, "A lone price in a column"; chosen on the tune half, the check half read after:
    /// c086's "10000" and c089's "140" and "25" found),
    /// 411 before a segment display read at a stricter threshold when its first reads nothing
    /// (FINDINGS, "Segment digits fused by blur: a stricter threshold"; chosen on the tune half,
    /// the check half read after: c061's "18.80" and c070's "128.00" found),
    /// 406 before the marks 円, 元 and 원 read by their scripts' models (FINDINGS, "CJK marks read by
    /// their scripts' models"; chosen on the tune half, the check half read after),
    /// 405 before the price of one was reported only when read surely or confirmed by its amount
    /// (FINDINGS, "The price of one confirmed by its amount"), 398 before the price of one on a
    /// receipt's quantity line (FINDINGS, "The price of one on a quantity line"; both chosen on the
    /// tune half, the check half read after).
    /// 383 before small print read again enlarged and unit prices after their label (FINDINGS,
    /// "Small print read again, and unit prices"; chosen on the tune halves, the check half read
    /// after). 385 before a flagged "1" read as "4" and glyphs read twice (FINDINGS, "A flagged 1 read as
    /// 4"; chosen on the tune halves and clips, not changed for a check-half loss): c092's "450",
    /// c109's "400" and c116's "436" lost, c002's "124.29" found where "424.29" was read.
    /// 386 before rows found against the median, which lost c096's "290" (read "90"; FINDINGS, "Rows
    /// beside a bright frame": chosen on the tune halves, and not changed for a check-half loss),
    /// 383 before dark ink with its gaps closed (FINDINGS, "Dark ink with its gaps closed"), 379
    /// before heavy and italic digit templates (FINDINGS, "Heavy, condensed and italic digits"),
    /// 377 before a CJK mark boxed twice ("CJK marks: ¤, and one boxed twice"), 376 before a mark
    /// read as two digits ("A mark read as two digits"), 341 before đồng prices read without their
    /// "đ" ("Đồng prices the English model cannot spell"), 320 with the live path's one reading, 309
    /// before the seven-segment reader.
    static let wildCheckFoundFloor = 420
    /// A share, not a count: finding more prices brings more reports. Measured 3.7 % (3.9 % before a
    /// weight's "g" read as a "9" was mended, FINDINGS "A weight's g read as a 9"; 4.0 % before a lone price in a
    /// column was kept; 3.7 % before a bare
    /// number was measured against the tallest price read surely, which the tune half chose; 3.8 % before the CJK mark models, 4.0 % before
    /// the price of one confirmed by its amount, 4.1 % before the price of one on a quantity line;
    /// 4.7 % before small print read again and unit prices; 4.5 % and 4.7 % before a flagged "1" read as "4";
    /// 4.9 % and 4.5 % before rows found against the median; 5.3 % before the đồng rules, 6.4 %
    /// with one reading).
    static let wildCheckFalseRateCeiling = 0.05

    func testWildSetTuneAndCheckHalves() throws {
        let tsv = try String(contentsOf: Self.wild.appendingPathComponent("truth.tsv"), encoding: .utf8)
        let truth = TruthRow.parse(tsv: tsv, pricesColumn: "prices", kindColumn: "kind")
        XCTAssertEqual(truth.count, 240)
        var halves: [String: AccuracyTally] = [:]
        for half in ["tune", "check"] {
            let rows = truth.filter { $0.image.hasPrefix(half == "tune" ? "t" : "c") }
            // Menus hold several prices of equal rank: no key price.
            let (total, byKind) = try Self.score(rows.map { (Self.wild, $0) }) { $0.kind != "menu" }
            for (kind, tally) in byKind.sorted(by: { $0.key < $1.key }) { print("WILD \(half) \(kind): \(tally.summary)") }
            print("WILD \(half) all: \(total.summary)")
            halves[half] = total
        }
        let check = try XCTUnwrap(halves["check"])
        XCTAssertGreaterThanOrEqual(check.correct, Self.wildCheckFoundFloor, "wild check half: fewer prices found than measured")
        XCTAssertLessThanOrEqual(check.falseRate, Self.wildCheckFalseRateCeiling, "wild check half: a larger share of false reports than measured")
    }

    /// Runs every row's image; tallies overall and per group (default: the kind's first word).
    private static func score(_ truth: [(directory: URL, row: TruthRow)], group: ((Int) -> String)? = nil,
                              hasKeyPrice: (TruthRow) -> Bool) throws -> (AccuracyTally, [String: AccuracyTally]) {
        let recognizer = try recognizer()
        var total = AccuracyTally(), groups: [String: AccuracyTally] = [:]
        for (index, (directory, row)) in truth.enumerated() {
            let path = directory.appendingPathComponent(row.image).path
            let reading = try recognizer.read(imageAt: path).get()
            let found = reading.prices.map(\.value)
            let name = group?(index) ?? String(row.kind.split(separator: "-").first ?? "")
            total.add(found: found, truth: row.prices, hasKeyPrice: hasKeyPrice(row))
            groups[name, default: AccuracyTally()].add(found: found, truth: row.prices, hasKeyPrice: hasKeyPrice(row))
        }
        return (total, groups)
    }
}
