import CurrencyCore
import CurrencyPlatform

/// The translated words for errors the lower layers report as data.
extension CameraError {
    var message: String {
        switch self {
        case .deviceMissing(let path):
            Localization.fill(tr("No camera at {device}. Plug one in, or choose the demo."), ["device": path])
        case .deviceBusy(let path):
            Localization.fill(tr("The camera {device} is in use by another program. Close it and try again."),
                              ["device": path])
        case .permissionDenied(let path):
            Localization.fill(tr("Not allowed to open {device}. Add yourself to the “video” group and log in again."),
                              ["device": path])
        case .deviceLost(let path):
            Localization.fill(tr("The camera {device} was disconnected. Waiting for it to come back…"),
                              ["device": path])
        case .fileNotFound(let path):
            Localization.fill(tr("The file {path} does not exist."), ["path": path])
        case .cannotDecode(let path):
            Localization.fill(tr("The file {path} is not a video or picture that can be shown."), ["path": path])
        case .notAFile(let path):
            Localization.fill(tr("{path} is not a picture or video file (it is a folder, a pipe or a device). Choose a file."),
                              ["path": path])
        case .notACamera(let path):
            Localization.fill(tr("{device} is not a camera. Choose a camera such as /dev/video0, or the demo."),
                              ["device": path])
        case .noFrames(.file(let path), let seconds):
            Localization.fill(tr("The file {path} gave no picture in {seconds} seconds. It may be cut short or damaged."),
                              ["path": path, "seconds": String(seconds)])
        case .noFrames(.camera(let path), let seconds):
            Localization.fill(tr("The camera {device} gave no picture in {seconds} seconds. Unplug it and plug it in again."),
                              ["device": path, "seconds": String(seconds)])
        case .noFrames(.testPattern, let seconds):
            Localization.fill(tr("The video gave no picture in {seconds} seconds."), ["seconds": String(seconds)])
        case .missingPlugin(let name):
            Localization.fill(tr("A GStreamer plugin is missing ({name}). Install gstreamer1.0-plugins-good."),
                              ["name": name])
        case .other(let details):
            Localization.fill(tr("The video stopped: {reason}"), ["reason": details.message])
        }
    }
}

extension LaunchOptions.ParseError {
    var message: String {
        switch self {
        case .missingValue(let option):
            Localization.fill(tr("The option {option} needs a value."), ["option": option])
        case .unknownArgument(let argument):
            Localization.fill(tr("Unknown argument: {argument}"), ["argument": ConvertInput.echo(argument)])
        case .conflictingSources:
            tr("Choose one video source: --camera or --source, not both.")
        case .emptySource(let option):
            Localization.fill(tr("The video source given with {option} is empty. Name a file or device, or use --source demo."),
                              ["option": option])
        }
    }
}

extension TesseractError {
    var message: String {
        switch self {
        case .missingLanguageData(let language, let searched):
            // Name where it looked: with TESSDATA_PREFIX set wrong the package is installed and
            // only the variable needs fixing.
            Localization.fill(tr("Text recognition data “{language}.traineddata” was not found in {directories}. Install tesseract-ocr-{language}, or set TESSDATA_PREFIX to the folder that holds it."),
                              ["language": language, "directories": searched.joined(separator: ", ")])
        case .initializationFailed:
            tr("Text recognition could not start. Reinstall tesseract-ocr.")
        }
    }
}
