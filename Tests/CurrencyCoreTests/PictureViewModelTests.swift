import CurrencyCore
import Foundation
import TestSupport
import XCTest

/// Issue 15, step 1: the still-picture screen's states, its list of lines with prices marked and
/// converted, selection, clicks that record, copy-all and CSV. Recognition is a fake that answers
/// when the test says.
final class PictureViewModelTests: XCTestCase, @unchecked Sendable {
    @MainActor
    private func makeModel(history: any HistoryStore = InMemoryHistoryStore()) throws -> (PictureViewModel, FakePictureRecognizer) {
        let usd = try Currency.validated(code: "USD", name: "", rateText: "31.5", date: nil).get()
        let yen = try Currency.validated(code: "JPY", name: "", rateText: "0.22", date: nil).get()
        let recognizer = FakePictureRecognizer()
        let wallClock = FakeWallClock()
        let model = PictureViewModel(currencies: CurrencyList([yen, usd]), recognizer: recognizer,
                                     history: HistoryQueue(history), wallClock: { wallClock() })
        return (model, recognizer)
    }

    private let menu = PictureReading(
        width: 640, height: 480,
        lines: [line("CAFE MENU", x: 200, y: 20, width: 240),
                line("Coffee $8.00", x: 40, y: 100, width: 300),
                line("Open 10:00-22:00", x: 40, y: 400, width: 260)],
        prices: [price("8.00", x: 250, y: 100, width: 90, raw: "$8.00"),
                 price("3500", x: 400, y: 250, width: 100, raw: "¥3,500")])

    func testStatesFromEmptyThroughProcessingToDone() throws {
        try MainActor.assumeIsolated {
            let (model, recognizer) = try makeModel()
            var changes = 0
            model.onChange = { changes += 1 }
            XCTAssertEqual(model.state, .empty)
            XCTAssertEqual(model.statusText, "Capture or open an image to see results.")

            model.open(path: "/tmp/pictures/menu.png")
            XCTAssertEqual(model.state, .processing(name: "menu.png"))
            XCTAssertEqual(model.statusText, "Reading menu.png…")
            XCTAssertEqual(recognizer.requests.map(\.path), ["/tmp/pictures/menu.png"])

            recognizer.answer("/tmp/pictures/menu.png", with: .success(menu))
            XCTAssertEqual(model.state, .done)
            XCTAssertNil(model.statusText)
            XCTAssertEqual(model.pictureSize, PixelSize(width: 640, height: 480))
            XCTAssertEqual(changes, 2)
        }
    }

    func testEveryLineIsListedWithItsPricesConvertedAndAPriceOnNoLineGetsItsOwn() throws {
        try MainActor.assumeIsolated {
            let (model, recognizer) = try makeModel()
            model.open(path: "menu.png")
            recognizer.answer("menu.png", with: .success(menu))
            XCTAssertEqual(model.lines.map(\.text), ["CAFE MENU", "Coffee $8.00", "¥3,500", "Open 10:00-22:00"])
            XCTAssertEqual(model.lines.map(\.hasPrice), [false, true, true, false])
            XCTAssertEqual(model.lines[1].displayText, "Coffee $8.00  → NT$ 252 (USD)")
            XCTAssertEqual(model.lines[2].priceTexts, ["NT$ 770"])
            XCTAssertEqual(model.labels.map(\.text), ["NT$ 252 (USD)", "NT$ 770"])
            XCTAssertEqual(model.labels.map(\.box), menu.prices.map(\.box), "labels sit on the prices' boxes")
            XCTAssertEqual(model.lines[0].priceTexts, [])
            XCTAssertEqual(model.allText, "CAFE MENU\nCoffee $8.00\n¥3,500\nOpen 10:00-22:00")
        }
    }

    /// Read without the CJK mark models: the prices are shown, and a notice says what is missing.
    func testMissingScriptModelsAreSaidBesideThePrices() throws {
        try MainActor.assumeIsolated {
            let (model, recognizer) = try makeModel()
            var notices: [String] = []
            model.onNotice = { notices.append($0) }
            model.open(path: "menu.png")
            recognizer.answer("menu.png", with: .success(menu))
            XCTAssertEqual(notices, [], "nothing to say with every model there")
            model.open(path: "menu.png")
            var reading = menu
            reading.missingScripts = [.korean]
            recognizer.answer("menu.png", with: .success(reading))
            XCTAssertEqual(model.state, .done)
            XCTAssertNil(model.statusText, "the picture stays uncovered")
            XCTAssertEqual(model.labels.count, 2)
            XCTAssertEqual(notices, ["Currency marks such as 円, 元 and 원 are not read: their text recognition data is missing. Install tesseract-ocr-kor to read them."])
        }
    }

    func testNothingFoundAndErrorsAreSaidInWords() throws {
        try MainActor.assumeIsolated {
            let (model, recognizer) = try makeModel()
            model.open(path: "blank.png")
            recognizer.answer("blank.png", with: .success(PictureReading(width: 10, height: 10, lines: [], prices: [])))
            XCTAssertEqual(model.state, .nothingFound)
            XCTAssertEqual(model.statusText, "Processing complete. No text found.")

            model.open(path: "notes.txt")
            recognizer.answer("notes.txt", with: .failure(.undecodable))
            XCTAssertEqual(model.state, .failed(.undecodable))
            XCTAssertEqual(model.statusText, "This file is not a picture that can be read.")

            model.open(path: "huge.png")
            recognizer.answer("huge.png", with: .failure(.tooLarge(width: 10000, height: 8000)))
            XCTAssertEqual(model.statusText, "The picture is too large (10000×8000 pixels; the limit is 50 megapixels)")
            XCTAssertTrue(model.lines.isEmpty && model.labels.isEmpty)
        }
    }

    func testALateAnswerForAnEarlierPictureIsIgnored() throws {
        try MainActor.assumeIsolated {
            let (model, recognizer) = try makeModel()
            model.open(path: "first.png")
            model.open(path: "second.png")
            recognizer.answer("first.png", with: .success(menu))
            XCTAssertEqual(model.state, .processing(name: "second.png"))
            XCTAssertTrue(model.lines.isEmpty)
            recognizer.answer("second.png", with: .success(PictureReading(width: 10, height: 10, lines: [], prices: [])))
            XCTAssertEqual(model.state, .nothingFound)
        }
    }

    func testSelectingALineAndClickingItsBoxAgree() throws {
        try MainActor.assumeIsolated {
            let (model, recognizer) = try makeModel()
            model.open(path: "menu.png")
            recognizer.answer("menu.png", with: .success(menu))
            model.selectLine(3)
            XCTAssertEqual(model.selectedLine, 3)
            model.click(atImagePoint: PixelPoint(x: 60, y: 110))
            XCTAssertEqual(model.selectedLine, 1, "a click on Coffee's box selects its row")
            model.click(atImagePoint: PixelPoint(x: 620, y: 470))
            XCTAssertNil(model.selectedLine, "a click on no text clears the selection")
            model.selectLine(99)
            XCTAssertNil(model.selectedLine)
        }
    }

    func testClickingALabelHighlightsItRecordsItOnceAndSelectsItsLine() throws {
        try MainActor.assumeIsolated {
            let history = InMemoryHistoryStore()
            let (model, recognizer) = try makeModel(history: history)
            model.open(path: "menu.png")
            recognizer.answer("menu.png", with: .success(menu))
            let clicked = model.click(labelID: 1)
            XCTAssertEqual(clicked?.isHighlighted, true)
            XCTAssertEqual(model.selectedLine, 2)
            model.click(labelID: 1)
            XCTAssertNil(model.highlightedLabel)
            model.click(labelID: 1)
            let records = try history.load().records
            XCTAssertEqual(records.count, 1, "recorded once however often it is clicked")
            XCTAssertEqual(records.first?.printedText, "¥3,500")
            XCTAssertEqual(records.first?.convertedAmount, 770)
            XCTAssertEqual(records.first?.currencyCode, "JPY")
        }
    }

    func testCurrenciesChangedReconvertWithoutReadingAgain() throws {
        try MainActor.assumeIsolated {
            let (model, recognizer) = try makeModel()
            model.open(path: "menu.png")
            recognizer.answer("menu.png", with: .success(menu))
            let yen = try Currency.validated(code: "JPY", name: "", rateText: "0.2", date: nil).get()
            model.updateCurrencies(CurrencyList([yen]))
            XCTAssertEqual(model.labels.map(\.text), ["$ — no rate set", "NT$ 700"])
            XCTAssertEqual(model.lines[2].priceTexts, ["NT$ 700"])
            XCTAssertTrue(recognizer.requests.isEmpty)
        }
    }

    func testPricesExportAsCSV() throws {
        try MainActor.assumeIsolated {
            let (model, recognizer) = try makeModel()
            model.open(path: "menu.png")
            var reading = menu
            reading.prices.append(price("1234.50", x: 10, y: 300, width: 120, raw: "1.234,50 €"))
            recognizer.answer("menu.png", with: .success(reading))
            XCTAssertEqual(model.pricesCSV, """
                printed,value,currency,twd,x,y,width,height\r
                $8.00,8,USD,252,250,100,90,30\r
                "¥3,500",3500,JPY,770,400,250,100,30\r
                "1.234,50 €",1234.5,EUR,,10,300,120,30\r

                """)
        }
    }

    /// "Take a Picture": pixels in memory are read as a file's, under the snapshot's title.
    func testASnapshotIsReadLikeAFileUnderItsTitle() throws {
        try MainActor.assumeIsolated {
            let (model, recognizer) = try makeModel()
            let frame = LumaFrame(width: 640, height: 480, stride: 640, pixels: [UInt8](repeating: 200, count: 640 * 480),
                                  captureTime: 0)
            model.open(pixels: frame, name: "Camera snapshot 14:05:09")
            XCTAssertEqual(model.state, .processing(name: "Camera snapshot 14:05:09"))
            XCTAssertEqual(model.statusText, "Reading Camera snapshot 14:05:09…")
            XCTAssertEqual(model.name, "Camera snapshot 14:05:09")
            XCTAssertNil(model.path, "a snapshot is no file")
            XCTAssertEqual(recognizer.requests.map(\.path), ["pixels:640x480"])

            recognizer.answer("pixels:640x480", with: .success(menu))
            XCTAssertEqual(model.state, .done)
            XCTAssertEqual(model.pictureSize, PixelSize(width: 640, height: 480))
            XCTAssertEqual(model.labels.map(\.text), ["NT$ 252 (USD)", "NT$ 770"])
            XCTAssertTrue(model.pricesCSV.hasPrefix(PriceCSV.header + "\r\n$8.00,8,USD,252,"))

            model.open(path: "menu.png")
            XCTAssertEqual(model.pictureSize, PixelSize(width: 0, height: 0), "the last picture's size is gone")
            XCTAssertEqual(model.name, "menu.png")
            XCTAssertEqual(model.path, "menu.png")
        }
    }

    /// Two prices on one line (the demo's "¥3,500 ¥1,280"), found right one first: the list
    /// names their amounts in the order they are printed.
    func testAmountsOnOneLineFollowThePricesLeftToRight() throws {
        try MainActor.assumeIsolated {
            let (model, recognizer) = try makeModel()
            model.open(path: "demo.png")
            recognizer.answer("demo.png", with: .success(PictureReading(
                width: 640, height: 480,
                lines: [line("¥3,500 ¥1,280", x: 30, y: 200, width: 550, height: 60)],
                prices: [price("1280", x: 340, y: 205, width: 240, height: 50, raw: "¥1,280"),
                         price("3500", x: 30, y: 205, width: 250, height: 50, raw: "¥3,500")])))
            XCTAssertEqual(model.lines.map(\.displayText), ["¥3,500 ¥1,280  → NT$ 770 · NT$ 281.60"])
            let yen = try Currency.validated(code: "JPY", name: "", rateText: "0.2", date: nil).get()
            model.updateCurrencies(CurrencyList([yen]))
            XCTAssertEqual(model.lines.map(\.displayText), ["¥3,500 ¥1,280  → NT$ 700 · NT$ 256"])
        }
    }
}
