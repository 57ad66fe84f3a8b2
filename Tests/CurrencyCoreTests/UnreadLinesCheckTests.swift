@testable import CurrencyCore
import XCTest

/// When a frame is worth a second reading as a block: most of its many lines unread.
final class UnreadLinesCheckTests: XCTestCase {
    private let check = UnreadLinesCheck()

    /// `count` lines 20 px tall, 30 px apart.
    private func lines(_ count: Int) -> [PixelRect] {
        (0..<count).map { PixelRect(x: 40, y: Double(30 * $0), width: 200, height: 20) }
    }

    private func word(on line: PixelRect, confidence: Double = 0.9) -> OCRWord {
        OCRWord(text: "NT$230", box: PixelRect(x: line.x + 120, y: line.y, width: 70, height: 20), confidence: confidence)
    }

    func testAMenuWithMostLinesUnreadIsReadAgain() {
        // Fixture f103: one of fifteen lines read.
        let menu = lines(15)
        XCTAssertTrue(check.mostUnread(menu, words: [word(on: menu[2])]))
        XCTAssertFalse(check.mostUnread(menu, words: menu.prefix(4).map { word(on: $0) }), "4 of 15 read")
    }

    func testUnsureWordsDoNotCountAsReadingALine() {
        let menu = lines(10)
        XCTAssertTrue(check.mostUnread(menu, words: menu.prefix(5).map { word(on: $0, confidence: 0.3) }))
    }

    func testAFrameWithFewLinesIsLeftToTheOtherSteps() {
        XCTAssertFalse(check.mostUnread(lines(7), words: []), "a tag: its numerals are re-read by row")
    }

    func testLinesOfOrdinaryTextAreFound() {
        // Three rows of six 18 px rings each: below the tall-row finder's height, lines here.
        let width = 320, height = 200
        var pixels = [UInt8](repeating: 210, count: width * height)
        for row in 0..<3 {
            for glyph in 0..<6 {
                let x0 = 40 + glyph * 16, y0 = 40 + row * 40
                for y in y0..<(y0 + 18) { for x in x0..<(x0 + 12) where x - x0 < 2 || x0 + 12 - x <= 2 || y - y0 < 2 || y0 + 18 - y <= 2 {
                    pixels[y * width + x] = 30
                } }
            }
        }
        let frame = LumaFrame(width: width, height: height, stride: width, pixels: pixels, captureTime: 0)
        let finder = check.lineFinder
        XCTAssertEqual(finder.rows(in: finder.ink(in: frame)).count, 3)
        XCTAssertEqual(TallTextRowFinder().rows(in: frame).count, 0)
    }
}
