package harness

import (
	"bytes"
	"crypto/sha256"
	_ "embed"
	"encoding/json"
	"fmt"
	"image"
	"net/http"
	"net/http/httptest"
	"os"
	"path"
	"path/filepath"
	"regexp"
	"strings"

	"github.com/chromedp/chromedp"
	"github.com/tessera-ds/tessera/harness/browser"
	"github.com/tessera-ds/tessera/harness/store"
)

// CalibrationFile is the image, in the store, of the calibration page as the
// baselines' environment drew it.
const CalibrationFile = "calibration.png"

// CalibrationWidth is the viewport width the calibration page is drawn at.
const CalibrationWidth = 992

//go:embed calibration/page.html
var calibrationPage string

var iconMark = regexp.MustCompile(`<!--ICON ([a-z0-9_]+)-->`)

// Calibration is the calibration page drawn by one browser: the image, and
// the digest of what it was drawn from (the page with its icons, the script
// that waits for it to settle, and the versions of the font and icon
// packages), which names the page a recorded image belongs to.
type Calibration struct {
	Image  *image.NRGBA
	Digest string
}

// calibrationServer serves the calibration page, with its <!--ICON name-->
// marks replaced by the SVGs of @material-symbols/svg-400, and the webfont
// packages under /fontsource/, from the node_modules of root.
type calibrationServer struct {
	root string
	page []byte // the page, its icons in place
}

// newCalibrationServer builds the page once from text, its icons in place.
func newCalibrationServer(root, text string) (*calibrationServer, error) {
	var missing error
	page := iconMark.ReplaceAllStringFunc(text, func(m string) string {
		name := iconMark.FindStringSubmatch(m)[1]
		svg, err := os.ReadFile(filepath.Join(root, "node_modules", "@material-symbols", "svg-400", "outlined", name+".svg"))
		if err != nil {
			missing = err
		}
		return string(svg)
	})
	return &calibrationServer{root: root, page: []byte(page)}, missing
}

func (s *calibrationServer) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	var b []byte
	var err error
	switch p := path.Clean(r.URL.Path); {
	case p == "/":
		b = s.page
		w.Header().Set("Content-Type", "text/html; charset=utf-8")
	case strings.HasPrefix(p, "/fontsource/"):
		b, err = os.ReadFile(filepath.Join(s.root, "node_modules", "@fontsource", filepath.FromSlash(strings.TrimPrefix(p, "/fontsource/"))))
		switch path.Ext(p) {
		case ".css":
			w.Header().Set("Content-Type", "text/css")
		case ".woff2":
			w.Header().Set("Content-Type", "font/woff2")
		}
	default:
		http.NotFound(w, r)
		return
	}
	if err != nil {
		http.Error(w, err.Error(), http.StatusNotFound)
		return
	}
	_, _ = w.Write(b)
}

// calibrationPackages are the npm packages the calibration page draws from.
var calibrationPackages = []string{"@fontsource/noto-sans", "@fontsource/noto-sans-mono", "@fontsource/noto-sans-jp", "@material-symbols/svg-400"}

// digest is the digest of the page as served, of the script that settles it,
// and of the versions of the packages it draws from. (Not of the files the
// browser fetched: which unicode-range subsets it asks for while it matches
// fonts varies.)
func (s *calibrationServer) digest() (string, error) {
	h := sha256.New()
	h.Write(s.page)
	h.Write([]byte(browser.Script("calibration")))
	for _, p := range calibrationPackages {
		var meta struct{ Version string }
		b, err := os.ReadFile(filepath.Join(s.root, "node_modules", filepath.FromSlash(p), "package.json"))
		if err == nil {
			err = json.Unmarshal(b, &meta)
		}
		if err != nil {
			return "", fmt.Errorf("the calibration page's package %s: %w", p, err)
		}
		fmt.Fprintf(h, "\n%s@%s", p, meta.Version)
	}
	return fmt.Sprintf("%x", h.Sum(nil)[:8]), nil
}

// Calibrate draws the calibration page in a fresh tab of b, set up as every
// cell's tab is, with the webfonts and icons of the node_modules below root.
func Calibrate(b *browser.Browser, root string) (Calibration, error) {
	return calibrate(b, root, calibrationPage)
}

// calibrate draws page as the calibration page.
func calibrate(b *browser.Browser, root, page string) (Calibration, error) {
	srv, err := newCalibrationServer(root, page)
	if err != nil {
		return Calibration{}, err
	}
	digest, err := srv.digest()
	if err != nil {
		return Calibration{}, err
	}
	hs := httptest.NewServer(srv)
	defer hs.Close()
	tab, err := browser.OpenTab(b, hs.URL)
	if err != nil {
		return Calibration{}, err
	}
	defer tab.Close()
	ctx, cancel := tab.CellContext(CellTimeout)
	defer cancel()
	if err := tab.Resize(ctx, CalibrationWidth); err != nil {
		return Calibration{}, err
	}
	if _, err := tab.Load(ctx, "/"); err != nil {
		return Calibration{}, err
	}
	// Every font the page asks for has arrived and two frames were drawn.
	size, err := chromedp.Run(ctx, browser.Call[struct{ Width, Height int }]("calibration"))
	if err != nil {
		return Calibration{}, fmt.Errorf("drawing the calibration page: %w", err)
	}
	if p := tab.Drain(); len(p) > 0 {
		return Calibration{}, fmt.Errorf("the calibration page did not draw cleanly: %s", strings.Join(p, "; "))
	}
	png, err := tab.Screenshot(ctx, &browser.Clip{Width: size.Width, Height: size.Height, Fits: size.Height <= browser.ViewportHeight})
	if err != nil {
		return Calibration{}, err
	}
	img, err := store.DecodePNG(bytes.NewReader(png))
	if err != nil {
		return Calibration{}, err
	}
	return Calibration{Image: img, Digest: digest}, nil
}

// calibrationNote is the tEXt note of a recorded calibration image.
func calibrationNote(digest string) string { return "calibration " + digest }

// ReadCalibration reads the recorded calibration of the store; a missing file
// gives a zero Calibration and no error.
func ReadCalibration(s *store.Store) (Calibration, error) {
	p := filepath.Join(s.Dir, CalibrationFile)
	b, err := os.ReadFile(p)
	if os.IsNotExist(err) {
		return Calibration{}, nil
	}
	if err != nil {
		return Calibration{}, err
	}
	note, err := store.ReadNote(bytes.NewReader(b))
	if err != nil {
		return Calibration{}, fmt.Errorf("%s: %w", p, err)
	}
	img, err := store.DecodePNG(bytes.NewReader(b))
	if err != nil {
		return Calibration{}, fmt.Errorf("%s: %w", p, err)
	}
	digest, _ := strings.CutPrefix(note, "calibration ")
	return Calibration{Image: img, Digest: digest}, nil
}

// WriteCalibration records c as the store's calibration.
func WriteCalibration(s *store.Store, c Calibration) error {
	return writeCalibration(filepath.Join(s.Dir, CalibrationFile), c)
}

// writeCalibration writes c to path as a PNG with its digest's note.
func writeCalibration(path string, c Calibration) error {
	var buf bytes.Buffer
	if err := store.EncodePNG(&buf, c.Image, calibrationNote(c.Digest)); err != nil {
		return err
	}
	return store.WriteFileAtomic(path, buf.Bytes())
}

// CalibrationVerdict is how this run's calibration compares with the
// recorded one.
type CalibrationVerdict int

// Calibration verdicts.
const (
	CalibrationSame    CalibrationVerdict = iota // every pixel equal: this browser draws as the baselines' did
	CalibrationDiffers                           // some pixels differ
	CalibrationStale                             // no record, or one of another page: the image cannot decide
)

// CompareCalibration compares this run's calibration (now) with the recorded
// one (rec), pixel for pixel, and says what differs.
func CompareCalibration(rec, now Calibration) (CalibrationVerdict, string) {
	switch {
	case rec.Image == nil:
		return CalibrationStale, "no calibration image is recorded (" + CalibrationFile + ")"
	case rec.Digest != now.Digest:
		return CalibrationStale, fmt.Sprintf("%s was drawn from another calibration page (%s; this run's is %s)", CalibrationFile, rec.Digest, now.Digest)
	case rec.Image.Rect.Size() != now.Image.Rect.Size():
		return CalibrationDiffers, fmt.Sprintf("the calibration page is %v here, %v in %s", now.Image.Rect.Size(), rec.Image.Rect.Size(), CalibrationFile)
	}
	n, box := 0, image.Rectangle{}
	a, b := rec.Image, now.Image
	for y := range a.Rect.Dy() {
		for x := range a.Rect.Dx() {
			i := y*a.Stride + x*4
			j := y*b.Stride + x*4
			if !bytes.Equal(a.Pix[i:i+4], b.Pix[j:j+4]) {
				n++
				box = box.Union(image.Rect(x, y, x+1, y+1))
			}
		}
	}
	if n == 0 {
		return CalibrationSame, "the calibration page draws every pixel as recorded"
	}
	return CalibrationDiffers, fmt.Sprintf("the calibration page draws %d of its %d pixels otherwise than %s, within %v", n, a.Rect.Dx()*a.Rect.Dy(), CalibrationFile, box)
}

// JudgeCalibration compares this run's drawing of the calibration page (now)
// with the recorded one (rec), and returns the drawing that decides. A
// drawing that differs is kept at keep, to see what drew otherwise, and the
// page is drawn once more with again: a drawing that differs only once is a
// page that was not settled, not another environment.
func JudgeCalibration(rec, now Calibration, keep string, again func() (Calibration, error)) (Calibration, CalibrationVerdict, string, error) {
	v, msg := CompareCalibration(rec, now)
	if v != CalibrationDiffers {
		return now, v, msg, nil
	}
	if err := writeCalibration(keep, now); err != nil {
		return now, v, msg, err
	}
	second, err := again()
	if err != nil {
		return now, v, msg, err
	}
	if v2, msg2 := CompareCalibration(rec, second); v2 == CalibrationSame {
		return second, v2, fmt.Sprintf("%s when drawn a second time; the first drawing was not settled: %s (kept: %s)", msg2, msg, keep), nil
	}
	return now, v, msg + " (this run's drawing: " + keep + "; drawn again, it differs as well)", nil
}
