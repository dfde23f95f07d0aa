package store

import (
	"bufio"
	"bytes"
	"cmp"
	"compress/zlib"
	"encoding/binary"
	"errors"
	"fmt"
	"hash/crc32"
	"image"
	"io"
	"slices"

	"github.com/tessera-ds/tessera/harness/compare"
)

// EncodePNG is the one encoder of baselines: deterministic (the same pixels
// and note give the same bytes, so identical images share one blob in git)
// and small. image/png chooses a filter for every row, which costs captures
// of an interface about a sixth of their size: their rows of flat colour and
// antialiased text compress best unfiltered. So EncodePNG writes rows
// unfiltered at zlib's best level, with a palette, sorted by colour, when the
// image has 256 colours or fewer, as RGB when it is opaque, else as RGBA.
// A non-empty note is written as a tEXt chunk with the keyword "tessera"
// (the calibration image's digest).
func EncodePNG(w io.Writer, img image.Image, note string) error {
	m := compare.NRGBA(img)
	width, height := m.Rect.Dx(), m.Rect.Dy()
	if width == 0 || height == 0 {
		return errors.New("encoding PNG: empty image")
	}
	var (
		colorType, depth byte
		row              func(y int, dst []byte)
		rowLen           int
		extra            []chunk
	)
	if pal, index := palette(m); pal != nil {
		colorType = 3
		depth = paletteDepth(len(pal))
		perByte := 8 / int(depth)
		rowLen = (width + perByte - 1) / perByte
		var plte, trns []byte
		for _, c := range pal {
			plte = append(plte, byte(c>>24), byte(c>>16), byte(c>>8))
			trns = append(trns, byte(c))
		}
		extra = append(extra, chunk{"PLTE", plte})
		if t := bytes.TrimRight(trns, "\xff"); len(t) > 0 {
			extra = append(extra, chunk{"tRNS", t})
		}
		row = func(y int, dst []byte) {
			clear(dst)
			for x := range width {
				i := index[pixel(m, x, y)]
				shift := 8 - int(depth)*(x%perByte+1)
				dst[x/perByte] |= i << shift
			}
		}
	} else {
		colorType, depth, rowLen = 2, 8, 3*width
		if !m.Opaque() {
			colorType, rowLen = 6, 4*width
		}
		row = func(y int, dst []byte) {
			src := m.Pix[m.PixOffset(0, y):]
			if colorType == 6 {
				copy(dst, src[:4*width])
				return
			}
			for x := range width {
				copy(dst[3*x:3*x+3], src[4*x:4*x+3])
			}
		}
	}

	var idat bytes.Buffer
	zw, err := zlib.NewWriterLevel(&idat, zlib.BestCompression)
	if err != nil {
		return err
	}
	line := make([]byte, 1+rowLen) // filter type 0 (none), then the row
	for y := range height {
		row(y, line[1:])
		if _, err := zw.Write(line); err != nil {
			return err
		}
	}
	if err := zw.Close(); err != nil {
		return err
	}

	ihdr := make([]byte, 13)
	binary.BigEndian.PutUint32(ihdr[0:], uint32(width))
	binary.BigEndian.PutUint32(ihdr[4:], uint32(height))
	ihdr[8], ihdr[9] = depth, colorType // compression, filter and interlace methods 0
	chunks := append([]chunk{{"IHDR", ihdr}}, extra...)
	if note != "" {
		chunks = append(chunks, chunk{"tEXt", append([]byte(noteKeyword+"\x00"), note...)})
	}
	chunks = append(chunks, chunk{"IDAT", idat.Bytes()}, chunk{"IEND", nil})

	bw := bufio.NewWriter(w)
	bw.WriteString(pngSignature)
	for _, c := range chunks {
		c.write(bw)
	}
	return bw.Flush()
}

const (
	pngSignature = "\x89PNG\r\n\x1a\n"
	noteKeyword  = "tessera"
)

type chunk struct {
	typ  string
	data []byte
}

func (c chunk) write(w *bufio.Writer) {
	var n [4]byte
	binary.BigEndian.PutUint32(n[:], uint32(len(c.data)))
	w.Write(n[:])
	crc := crc32.NewIEEE()
	crc.Write([]byte(c.typ))
	crc.Write(c.data)
	w.WriteString(c.typ)
	w.Write(c.data)
	binary.BigEndian.PutUint32(n[:], crc.Sum32())
	w.Write(n[:])
}

// ReadNote returns the text of the PNG's "tessera" tEXt chunk, "" when it has
// none. It reads the chunks before the image data only.
func ReadNote(r io.Reader) (string, error) {
	br := bufio.NewReader(r)
	sig := make([]byte, len(pngSignature))
	if _, err := io.ReadFull(br, sig); err != nil || string(sig) != pngSignature {
		return "", errors.New("not a PNG file")
	}
	for {
		var head [8]byte
		if _, err := io.ReadFull(br, head[:]); err != nil {
			return "", fmt.Errorf("reading PNG chunks: %w", err)
		}
		n, typ := binary.BigEndian.Uint32(head[:4]), string(head[4:])
		if typ == "IDAT" || typ == "IEND" {
			return "", nil
		}
		if n > 1<<20 {
			return "", fmt.Errorf("PNG chunk %s of %d bytes before the image data", typ, n)
		}
		data := make([]byte, n+4) // and its CRC
		if _, err := io.ReadFull(br, data); err != nil {
			return "", fmt.Errorf("reading PNG chunk %s: %w", typ, err)
		}
		if typ == "tEXt" {
			if note, ok := bytes.CutPrefix(data[:n], []byte(noteKeyword+"\x00")); ok {
				return string(note), nil
			}
		}
	}
}

func pixel(m *image.NRGBA, x, y int) uint32 {
	return binary.BigEndian.Uint32(m.Pix[m.PixOffset(x, y):])
}

// palette returns the image's colours sorted (as RRGGBBAA) and each one's
// index when there are 256 or fewer and each is opaque or wholly
// transparent, else nil: image/png decodes a palette's translucent colours
// through premultiplied alpha, which would not give back the same pixels.
func palette(m *image.NRGBA) ([]uint32, map[uint32]uint8) {
	index := map[uint32]uint8{}
	var colors []uint32
	for y := range m.Rect.Dy() {
		for x := range m.Rect.Dx() {
			c := pixel(m, x, y)
			if _, ok := index[c]; ok {
				continue
			}
			if a := byte(c); len(colors) == 256 || (a != 0 && a != 255) {
				return nil, nil
			}
			index[c] = 0
			colors = append(colors, c)
		}
	}
	slices.SortFunc(colors, cmp.Compare)
	for i, c := range colors {
		index[c] = uint8(i)
	}
	return colors, index
}

// paletteDepth is the fewest bits per pixel that index n colours.
func paletteDepth(n int) byte {
	switch {
	case n <= 2:
		return 1
	case n <= 4:
		return 2
	case n <= 16:
		return 4
	}
	return 8
}
