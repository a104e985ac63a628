"""Jupyter server settings for working on the kit (`make setup` copies this file into .venv/etc/jupyter/).

A kernel websocket whose client leaves while the server still waits for the kernel (a kernel just started answers
its first kernel_info late) is torn down before tornado asks it for a subprotocol: jupyter_server 2.21.1 then fails
with a 500, `'NoneType' object has no attribute 'kernel_ws_protocol'` (jupyter-server/jupyter_server#1265; no
release fixes it yet). Here such a request ends after the wait, with no upgrade and no error: nobody is there to answer.
"""
from jupyter_server.auth.decorator import ws_authenticated
from jupyter_server.services.kernels.websocket import KernelWebsocketHandler
from tornado.websocket import WebSocketHandler

@ws_authenticated
async def _get(self, kernel_id):
    "jupyter_server's `get`, which stops when the client closed the socket while `pre_get` waited for the kernel."
    self.kernel_id = kernel_id
    await self.pre_get()
    if getattr(self, 'connection', None) is None: return   # on_close already ran: the client is gone
    await WebSocketHandler.get(self, kernel_id=kernel_id)

if not getattr(KernelWebsocketHandler.get, 'ends_when_client_left', False):
    _get.ends_when_client_left = True
    KernelWebsocketHandler.get = _get
