import CurrencyCore
import CurrencyPlatform
import Foundation

/// The still-picture window (issue 15): the picture fitted (zoomable), a box around every text
/// line, NT$ labels on the prices (click to save, as on the live view), and the "Extracted text"
/// list beside it. Open (Ctrl+O), paste (Ctrl+V) or drop a picture; copy all text; export the
/// prices as CSV. Tab and the arrows focus the labels and Enter saves one, as on the live view
/// (there is no basket here, so Ctrl+Enter saves too, as Ctrl+click does). Everything it shows
/// comes from `PictureViewModel`.
@MainActor
final class PictureWindow {
    let window: Window
    let model: PictureViewModel
    private let picture = PictureView()
    private let list = ListBox()
    private let heading = Label(tr("Extracted Text"))
    private let statusBox = Box(vertical: true, spacing: 12)
    private let spinner = Spinner()
    private let status = Label()
    private let toast = Toast()
    private var shownLines: [PictureLine] = []
    private var lastState: PictureViewModel.State?
    /// Set while the list is being changed from the model, so its selection signal is not taken
    /// for the user's.
    private var updatingList = false
    private var keyboard: LabelKeyboard?

    /// The image types the open chooser offers (GdkPixbuf reads them on Debian 12).
    static let imageTypes = ["image/png", "image/jpeg", "image/webp", "image/gif", "image/bmp", "image/tiff"]

    init(application: Application, model: PictureViewModel) {
        self.model = model
        window = Window(application: application, title: tr("Picture"), width: 1000, height: 640)
        let header = HeaderBar()
        for (icon, name, action) in [("document-open-symbolic", tr("Open Picture…"), "win.open-picture"),
                                     ("edit-paste-symbolic", tr("Paste Picture"), "win.paste")] {
            let button = Button(iconName: icon, accessibleLabel: name)
            button.setAction(action)
            header.packStart(button)
        }
        for (icon, name, action) in [("document-save-as-symbolic", tr("Export Prices as CSV…"), "win.export-csv"),
                                     ("edit-copy-symbolic", tr("Copy All Text"), "win.copy-all")] {
            let button = Button(iconName: icon, accessibleLabel: name)
            button.setAction(action)
            header.packEnd(button)
        }
        window.setTitlebar(header)

        statusBox.align(horizontal: .center, vertical: .center)
        statusBox.addCSSClass("status-page")
        statusBox.append(spinner)
        statusBox.append(status)
        picture.setAccessibleLabel(tr("Picture with its text boxed and prices converted"))
        let side = Box(vertical: true, spacing: 6)
        side.setMargins(8)
        heading.setXAlign(0)
        heading.addCSSClass("heading")
        side.append(heading)
        side.append(ScrolledWindow(child: list))
        side.expand(horizontally: false, vertically: true)
        list.setAccessibleLabel(tr("Extracted Text"))
        let content = Box(vertical: false)
        content.append(Overlay(child: picture).with(statusBox))
        content.append(side)
        window.setChild(Overlay(child: content).with(toast.revealer))
        side.setSizeRequest(width: 340, height: -1)

        window.addAction("open-picture") { [weak self] in self?.chooseFile() }
        window.addAction("paste") { [weak self] in self?.paste() }
        window.addAction("copy-all") { [weak self] in self?.copyAll() }
        window.addAction("export-csv") { [weak self] in self?.exportCSV() }
        window.addAction("zoom-in") { [weak self] in self?.picture.zoom { $0.zoomIn() } }
        window.addAction("zoom-out") { [weak self] in self?.picture.zoom { $0.zoomOut() } }
        window.addAction("zoom-reset") { [weak self] in self?.picture.zoom { $0.reset() } }
        PictureTransfer.acceptDrops(on: content) { [weak self] picture in self?.open(picture) }
        picture.onClick { [weak self] target in self?.clicked(target) }
        keyboard = LabelKeyboard(view: picture, in: window, model: model, drawnRect: { [weak self] in self?.picture.drawnRect(ofLabel: $0) },
                                 activate: { [weak self] id, _ in self?.clicked(.label(id: id)) })
        picture.grabFocus()
        list.onSelectionChanged { [weak self] index in
            guard let self, !self.updatingList else { return }
            self.model.selectLine(index)
        }
        model.onChange = { [weak self] in self?.render() }
        model.onHistorySave = { [weak self] label, result in self?.toast.showSave(of: label, result) }
        model.onNotice = { [weak self] notice in self?.toast.show(notice, seconds: 8) }
        render()
    }

    func present() { window.present() }

    /// Shows the picture at `path` and reads it.
    func open(_ path: String) {
        picture.load(path: path)
        window.title = tr("Picture") + " — " + (path as NSString).lastPathComponent
        model.open(path: path)
    }

    /// Shows a camera snapshot and reads it, as a picture opened from a file is shown and read.
    func open(snapshot frame: VideoFrame, takenAt date: Date) {
        open(pixels: frame, title: CameraSnapshot.title(takenAt: date))
    }

    /// Shows pixels with no file (a snapshot, a pasted or dropped picture) and reads them.
    private func open(pixels frame: VideoFrame, title: String) {
        picture.load(frame: frame)
        window.title = tr("Picture") + " — " + title
        model.open(pixels: frame, name: title)
    }

    private func open(_ dropped: TransferredPicture) {
        switch dropped {
        case .file(let path): open(path)
        case .pixels(let frame): open(pixels: frame, title: CameraSnapshot.title(of: .dropped, at: Date()))
        }
    }

    func chooseFile() {
        let chooser = FileChooser(purpose: .open, title: tr("Open Picture"), parent: window,
                                  acceptLabel: tr("Open"), cancelLabel: tr("Cancel"))
        chooser.addFilter(name: tr("Pictures"), mimeTypes: Self.imageTypes)
        chooser.run { [weak self] path in self?.open(path) }
    }

    func paste() {
        PictureTransfer.paste(from: window) { [weak self] frame in
            guard let self else { return }
            guard let frame else {
                self.toast.show(tr("The clipboard holds no picture."))
                UITrace.emit("picture-paste", ["found": "no"])
                return
            }
            UITrace.emit("picture-paste", ["found": "yes"])
            self.open(pixels: frame, title: CameraSnapshot.title(of: .pasted, at: Date()))
        }
    }

    private func copyAll() {
        let text = model.allText
        guard !text.isEmpty else { return }
        Clipboard.setText(text, from: window)
        toast.show(Localization.fill(tr("Copied {count} lines"), ["count": String(model.lines.count)]))
        UITrace.emit("copied", ["text": text])
    }

    private func exportCSV() {
        guard !model.labels.isEmpty else {
            toast.show(tr("No prices to export."))
            return
        }
        let chooser = FileChooser(purpose: .save, title: tr("Export Prices as CSV"), parent: window,
                                  acceptLabel: tr("Save"), cancelLabel: tr("Cancel"))
        chooser.setSuggestedName(tr("prices") + ".csv")
        chooser.run { [weak self] path in
            guard let self else { return }
            let name = (path as NSString).lastPathComponent
            do throws(SyncedFile.Failure) {
                try SyncedFile.replace(path, with: Data(self.model.pricesCSV.utf8), temporaryPrefix: ".\(name).tmp-")
                self.toast.show(Localization.fill(tr("Saved {file}"), ["file": name]))
                UITrace.emit("exported", ["path": path])
            } catch {
                self.toast.show(Localization.fill(tr("Could not save {file}: {reason}"),
                                                  ["file": name, "reason": error.reason]), seconds: 8)
            }
        }
    }

    private func clicked(_ target: VideoView.ClickTarget) {
        switch target {
        case .label(let id):
            let label = model.click(labelID: id)
            UITrace.emit("label-clicked", ["text": label?.text ?? "", "highlighted": label?.isHighlighted == true ? "yes" : "no"])
            if let label, label.isHighlighted, label.convertedAmount == nil { toast.show(label.text) }
        case .picture(let point):
            model.click(atImagePoint: point)
        }
    }

    private func render() {
        picture.setOverlay(lines: model.lines.map(\.box), selected: model.selectedLine, labels: model.labels,
                           focusedID: model.focus.focusedID)
        keyboard?.modelChanged()
        if case .failed = model.state { picture.clear() }
        status.text = model.statusText ?? ""
        statusBox.isVisible = model.statusText != nil
        if case .processing = model.state { spinner.isSpinning = true } else { spinner.isSpinning = false }
        spinner.isVisible = spinner.isSpinning
        if model.lines != shownLines {
            shownLines = model.lines
            list.setRows(model.lines.map(row))
        }
        updatingList = true
        list.select(index: model.selectedLine)
        updatingList = false
        if model.state != lastState {
            lastState = model.state
            traceState()
        }
        if let selected = model.selectedLine {
            UITrace.emit("picture-selected", ["index": String(selected), "text": model.lines[selected].text])
        }
    }

    private func row(_ line: PictureLine) -> Widget {
        let label = Label(line.displayText)
        label.setXAlign(0)
        label.setMargins(4)
        if line.hasPrice { label.addCSSClass("price-line") }
        return label
    }

    private func traceState() {
        guard UITrace.isEnabled else { return }
        let state: String
        switch model.state {
        case .empty: state = "empty"
        case .processing: state = "processing"
        case .done: state = "done"
        case .nothingFound: state = "nothing"
        case .failed: state = "failed"
        }
        UITrace.emit("picture", ["state": state, "status": model.statusText ?? "", "title": window.title,
                                 "size": "\(Int(model.pictureSize.width))x\(Int(model.pictureSize.height))",
                                 "lines": model.lines.map(\.displayText).joined(separator: "|")])
        guard model.state == .done else { return }
        // Labels are placed when drawn: report them once the view has drawn this picture.
        MainLoop.every(milliseconds: 100) { [weak self] in
            guard let self else { return false }
            let placed = self.model.labels.compactMap { label -> String? in
                guard let rect = self.picture.drawnRect(ofLabel: label.id),
                      let origin = self.picture.surfacePoint(PixelPoint(x: rect.x, y: rect.y)) else { return nil }
                return label.text + "@" + UITrace.format(PixelRect(x: origin.x, y: origin.y, width: rect.width, height: rect.height))
            }
            guard placed.count == self.model.labels.count else { return true }
            let boxes = self.model.lines.compactMap { line -> String? in
                guard let rect = self.picture.viewRect(of: line.box),
                      let origin = self.picture.surfacePoint(PixelPoint(x: rect.x, y: rect.y)) else { return nil }
                return UITrace.format(PixelRect(x: origin.x, y: origin.y, width: rect.width, height: rect.height))
            }
            let shown = self.picture.imageSize
            UITrace.emit("picture-drawn", ["labels": placed.joined(separator: "|"), "boxes": boxes.joined(separator: "|"),
                                           "image": "\(Int(shown.width))x\(Int(shown.height))"])
            return false
        }
    }
}
