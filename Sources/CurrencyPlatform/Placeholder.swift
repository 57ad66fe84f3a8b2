import CurrencyCore
import CGtk
import CGStreamer
import CTesseract
import CShims
