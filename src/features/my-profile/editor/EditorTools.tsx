/** The photo editor's controls (ME-34..36): zoom out, the zoom slider and zoom in; the filters; the layers. */
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { IconButton } from '@/shared/ui/Button';
import { RangeInput } from '../components/controls';
import { FILTERS, LAYERS, ZOOM } from './scene';
import { ZOOM_STEP } from './use-canvas-gestures';
import type { PhotoScene } from './use-photo-scene';

/** A group of the toolbar: its legend, then its chips. */
function ToolGroup({
  legend,
  wrap = false,
  disabled,
  children,
}: {
  legend: string;
  wrap?: boolean;
  disabled: boolean;
  children: ReactNode;
}) {
  return (
    <fieldset className="me-editor__group" disabled={disabled}>
      <legend className="me-label">{legend}</legend>
      <div className={`me-editor__chips${wrap ? ' me-editor__chips--wrap' : ''}`}>{children}</div>
    </fieldset>
  );
}

export function EditorTools({ scene, uploading }: { scene: PhotoScene; uploading: boolean }) {
  const { t } = useTranslation('my-profile');
  const id = useId();
  const { status, zoom, filter, layers, zoomTo, setFilter, toggleLayer } = scene;
  const zoomButton = (label: string, sign: 1 | -1, text: string) => (
    <IconButton label={label} disabled={uploading} onClick={() => zoomTo((s) => s.zoom + sign * ZOOM_STEP)}>
      {text}
    </IconButton>
  );
  return (
    <div className="me-editor__tools">
      <div className="me-editor__zoom">
        {zoomButton(t('editor.zoomOut'), -1, '−')}
        <RangeInput
          id={`${id}-zoom`}
          label={t('editor.zoom')}
          min={ZOOM.min}
          max={ZOOM.max}
          step={0.01}
          value={zoom}
          disabled={status !== 'ready' || uploading}
          aria-valuetext={`${zoom.toFixed(1)}x`}
          onChange={(e) => {
            const value = Number(e.target.value);
            zoomTo(() => value);
          }}
        />
        {zoomButton(t('editor.zoomIn'), 1, '+')}
      </div>
      <ToolGroup legend={t('editor.filters')} disabled={uploading}>
        {FILTERS.map((f) => (
          <button key={f} type="button" className={`me-fchip me-fchip--${f}`} aria-pressed={filter === f} onClick={() => setFilter(f)}>
            {t(`editor.filter.${f}`)}
          </button>
        ))}
      </ToolGroup>
      <ToolGroup legend={t('editor.layers')} wrap disabled={uploading}>
        {LAYERS.map((l) => (
          <label key={l} className="check-chip me-check">
            <input type="checkbox" checked={layers[l]} onChange={() => toggleLayer(l)} />
            {t(`editor.layer.${l}`)}
          </label>
        ))}
      </ToolGroup>
    </div>
  );
}
