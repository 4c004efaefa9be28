//! The SVG bar chart: one panel per benchmark, one bar per implementation (its median),
//! a whisker from p10 to p90. Drawn with plotters' SVG backend.

use crate::record::Record;
use crate::report::rows;
use crate::suite::SetInfo;
use plotters::prelude::*;
use std::path::Path;

const PANEL: (u32, u32) = (640, 360);
const COLS: usize = 2;

/// Draws every (set, benchmark) of `sets` that has results into `path`.
pub fn draw(path: &Path, sets: &[SetInfo], all: &[Record]) -> Result<(), String> {
    let panels: Vec<(String, String, Vec<&Record>)> = sets
        .iter()
        .flat_map(|s| s.benches.iter().map(move |b| (s, *b)))
        .map(|(s, b)| {
            (
                format!("{}: {} ({} per {})", s.name, b, s.unit, if s.unit == "us" { "call" } else { "run" }),
                s.unit.to_string(),
                rows(all, s, b).into_iter().filter(|r| r.error.is_none()).collect::<Vec<_>>(),
            )
        })
        .filter(|(_, _, r)| !r.is_empty())
        .collect();
    let n_rows = panels.len().div_ceil(COLS).max(1);
    let size = (PANEL.0 * COLS as u32, PANEL.1 * n_rows as u32);
    {
        let root = SVGBackend::new(path, size).into_drawing_area();
        root.fill(&WHITE).map_err(|e| e.to_string())?;
        let areas = root.split_evenly((n_rows, COLS));
        for ((title, unit, recs), area) in panels.iter().zip(areas.iter()) {
            panel(area, title, unit, recs).map_err(|e| format!("chart: {e}"))?;
        }
        root.present().map_err(|e| format!("{}: {e}", path.display()))?;
    }
    Ok(())
}

type Area<'a> = DrawingArea<SVGBackend<'a>, plotters::coord::Shift>;

/// Horizontal bars (labels stay readable); the axis ends at 1.5x the largest median, so
/// a long p90 tail is cut at the edge instead of flattening every bar.
fn panel(area: &Area, title: &str, unit: &str, recs: &[&Record]) -> Result<(), Box<dyn std::error::Error>> {
    let k = if unit == "ms" { 1e-3 } else { 1.0 };
    let top = recs.iter().map(|r| r.median_us * k).fold(0.0f64, f64::max) * 1.5 + 1e-9;
    // A segmented 0..m has m + 1 segments.
    let last = (recs.len() as i32 - 1).max(1);
    let mut chart = ChartBuilder::on(area)
        .caption(title, ("sans-serif", 16))
        .margin(8)
        .x_label_area_size(36)
        .y_label_area_size(110)
        .build_cartesian_2d(0.0..top, (0..last).into_segmented())?;
    let names: Vec<String> = recs.iter().map(|r| r.implementation.clone()).collect();
    chart
        .configure_mesh()
        .disable_y_mesh()
        .x_max_light_lines(1)
        .y_labels(recs.len() + 1)
        .y_label_formatter(&|v| match v {
            SegmentValue::CenterOf(i) => names.get(*i as usize).cloned().unwrap_or_default(),
            _ => String::new(),
        })
        .y_label_style(("sans-serif", 12))
        .x_desc(format!("median {unit}; whisker p10..p90"))
        .draw()?;
    let colour = |r: &Record| {
        if crate::suite::MODES.contains(&r.implementation.as_str()) {
            BLUE.mix(0.7)
        } else {
            RED.mix(0.6)
        }
    };
    chart.draw_series(recs.iter().enumerate().map(|(i, r)| {
        let (y0, y1) = (SegmentValue::Exact(i as i32), SegmentValue::Exact(i as i32 + 1));
        let mut bar = Rectangle::new([(0.0, y0), ((r.median_us * k).min(top), y1)], colour(r).filled());
        bar.set_margin(3, 3, 0, 0);
        bar
    }))?;
    chart.draw_series(recs.iter().enumerate().map(|(i, r)| {
        let y = SegmentValue::CenterOf(i as i32);
        PathElement::new(vec![((r.p10_us * k).min(top), y.clone()), ((r.p90_us * k).min(top), y)], BLACK.stroke_width(2))
    }))?;
    Ok(())
}
