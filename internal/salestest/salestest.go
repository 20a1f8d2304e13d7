// Package salestest makes the dataset the dashboard's tests load: rows of
// sales with a date, a region, a product, units (every 37th missing) and a
// price, and the same rows as CSV. The rows are what a test checks the
// dashboard's pages and statistics against.
package salestest

import (
	"fmt"
	"math/rand/v2"
	"strconv"
	"strings"
	"time"
)

// Sale is one row of the dataset.
type Sale struct {
	Date, Region, Product string
	Units                 int // 0: missing
	Price                 float64
}

// Generate returns n rows, the same for the same seed, and their CSV with
// a header line.
func Generate(n int, seed uint64) ([]Sale, string) {
	r := rand.New(rand.NewPCG(seed, seed+1))
	start := time.Date(2023, 1, 1, 0, 0, 0, 0, time.UTC)
	var b strings.Builder
	b.WriteString("date,region,product,units,price\n")
	rows := make([]Sale, n)
	for i := range rows {
		s := Sale{
			Date:    start.AddDate(0, 0, i%730).Format(time.DateOnly),
			Region:  []string{"North", "South", "East", "West"}[r.IntN(4)],
			Product: fmt.Sprintf("p%d", r.IntN(7)),
			Price:   float64(r.IntN(10000)) / 100,
		}
		units := ""
		if i%37 != 0 {
			s.Units = 1 + r.IntN(20)
			units = strconv.Itoa(s.Units)
		}
		rows[i] = s
		fmt.Fprintf(&b, "%s,%s,%s,%s,%.2f\n", s.Date, s.Region, s.Product, units, s.Price)
	}
	return rows, b.String()
}
