//! The SVG bar chart: one panel per benchmark, one bar per implementation (its median),
//! a whisker from p10 to p90. Drawn with plotters' SVG backend.

use crate::record::Record;
use crate::report::rows;
use crate::suite::Plan;
use plotters::prelude::*;
use std::path::Path;

const PANEL: (u32, u32) = (640, 360);
const COLS: usize = 2;

/// Draws every (set, benchmark) of the plan that has results into `path`, and copies it
/// to `latest.svg` next to it.
pub fn draw(path: &Path, plan: &Plan, all: &[Record]) -> Result<(), String> {
    let panels: Vec<(String, String, Vec<&Record>)> = plan
        .sets
        .iter()
        .flat_map(|s| s.benches.iter().map(move |b| (s, *b)))
        .map(|(s, b)| {
            (
                format!(
                    "{}: {} ({} per {})",
                    s.name,
                    b,
                    s.unit,
                    if s.unit == "us" { "call" } else { "run" }
                ),
                s.unit.to_string(),
                rows(all, s, b)
                    .into_iter()
                    .filter(|r| r.error.is_none())
                    .collect::<Vec<_>>(),
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
        root.present()
            .map_err(|e| format!("{}: {e}", path.display()))?;
    }
    if let Some(dir) = path.parent() {
        std::fs::copy(path, dir.join("latest.svg")).map_err(|e| format!("latest.svg: {e}"))?;
    }
    Ok(())
}

type Area<'a> = DrawingArea<SVGBackend<'a>, plotters::coord::Shift>;

fn panel(
    area: &Area,
    title: &str,
    unit: &str,
    recs: &[&Record],
) -> Result<(), Box<dyn std::error::Error>> {
    let k = if unit == "ms" { 1e-3 } else { 1.0 };
    let top = recs.iter().map(|r| r.p90_us * k).fold(0.0f64, f64::max) * 1.1 + 1e-9;
    let n = recs.len() as i32;
    let mut chart = ChartBuilder::on(area)
        .caption(title, ("sans-serif", 16))
        .margin(8)
        .x_label_area_size(90)
        .y_label_area_size(60)
        .build_cartesian_2d((0..n).into_segmented(), 0.0..top)?;
    let names: Vec<String> = recs.iter().map(|r| r.implementation.clone()).collect();
    chart
        .configure_mesh()
        .disable_x_mesh()
        .x_labels(recs.len())
        .x_label_formatter(&|v| match v {
            SegmentValue::CenterOf(i) => names.get(*i as usize).cloned().unwrap_or_default(),
            _ => String::new(),
        })
        .x_label_style(
            ("sans-serif", 12)
                .into_font()
                .transform(FontTransform::Rotate90),
        )
        .y_desc(format!("median {unit}, whisker p10..p90"))
        .draw()?;
    let colour = |r: &Record| {
        if crate::suite::MODES.contains(&r.implementation.as_str()) {
            BLUE.mix(0.7)
        } else {
            RED.mix(0.6)
        }
    };
    chart.draw_series(recs.iter().enumerate().map(|(i, r)| {
        let (x0, x1) = (
            SegmentValue::Exact(i as i32),
            SegmentValue::Exact(i as i32 + 1),
        );
        let mut bar = Rectangle::new([(x0, 0.0), (x1, r.median_us * k)], colour(r).filled());
        bar.set_margin(0, 0, 6, 6);
        bar
    }))?;
    chart.draw_series(recs.iter().enumerate().map(|(i, r)| {
        let x = SegmentValue::CenterOf(i as i32);
        PathElement::new(
            vec![(x.clone(), r.p10_us * k), (x, r.p90_us * k)],
            BLACK.stroke_width(2),
        )
    }))?;
    Ok(())
}
