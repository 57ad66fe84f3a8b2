print("currency-camera")
