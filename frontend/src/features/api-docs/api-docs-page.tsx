/**
 * /ApiDocs: the public API's documentation, the OpenAPI document the API serves (generated from the
 * contract) rendered by Redoc. Redoc's standalone bundle is self-hosted (a hashed asset of this build) and
 * loaded only here, on first visit of this page.
 */
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import { useEffect, useRef, useState } from 'react';
import redocBundleUrl from 'virtual:redoc-standalone';
import { getOpenApiDocument } from '../../../../shared/api/endpoints/api-keys';
import { API_KEY_MESSAGES } from '../../../../shared/messages/api-key-messages';

interface RedocGlobal {
  init(
    specUrl: string,
    options: Record<string, unknown>,
    element: HTMLElement,
    done?: (error?: unknown) => void,
  ): void;
}

let loading: Promise<RedocGlobal> | null = null;

function loadRedoc(): Promise<RedocGlobal> {
  loading ??= new Promise<RedocGlobal>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = redocBundleUrl;
    script.async = true;
    script.onload = () => {
      const redoc = (window as unknown as { Redoc?: RedocGlobal }).Redoc;
      if (redoc) resolve(redoc);
      else reject(new Error('Redoc did not load'));
    };
    script.onerror = () => {
      loading = null;
      reject(new Error('Redoc did not load'));
    };
    document.head.appendChild(script);
  });
  return loading;
}

export default function ApiDocsPage() {
  const container = useRef<HTMLDivElement | null>(null);
  const [state, setState] = useState<'loading' | 'ready' | 'failed'>('loading');

  useEffect(() => {
    document.title = API_KEY_MESSAGES.docsTitle;
    let live = true;
    loadRedoc()
      .then((redoc) => {
        if (!live || !container.current) return;
        redoc.init(
          getOpenApiDocument.path,
          {
            hideDownloadButton: false,
            expandResponses: '200,201',
            pathInMiddlePanel: true,
            nativeScrollbars: true,
          },
          container.current,
          (error) => live && setState(error ? 'failed' : 'ready'),
        );
      })
      .catch(() => live && setState('failed'));
    return () => {
      live = false;
    };
  }, []);

  return (
    <Box component="main" sx={{ bgcolor: '#fff', color: '#222', minHeight: '100vh' }}>
      {state === 'loading' ? (
        <Box sx={{ p: 4 }} aria-busy="true">
          <Skeleton variant="rounded" height={48} />
        </Box>
      ) : null}
      {state === 'failed' ? (
        <Alert severity="error" sx={{ m: 4 }}>
          {API_KEY_MESSAGES.docsFailed}
        </Alert>
      ) : null}
      <div ref={container} />
    </Box>
  );
}
