#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v001968.fatbin.c"
static void __device_stub__Z6fold125Mode3(enum Mode3);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
static void __device_stub__Z6fold125Mode3(enum Mode3 __par0){__cudaLaunchPrologue(1);__cudaSetupArgSimple(__par0, 0UL);__cudaLaunch(((char *)((void ( *)(enum Mode3))fold12)), 0U);}
# 15 "v001968.cu"
static void fold12( enum ::Mode3 __cuda_0)
# 15 "v001968.cu"
{__device_stub__Z6fold125Mode3( __cuda_0);
# 23 "v001968.cu"
}
# 1 "v001968.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T3) {  __nv_dummy_param_ref(__T3); __nv_save_fatbinhandle_for_managed_rt(__T3); __cudaRegisterEntry(__T3, ((void ( *)(enum Mode3))fold12), _Z6fold125Mode3, (-1)); __cudaRegisterVariable(__T3, __shadow_var(d_trace2,::d_trace2), 0, 4UL, 0, 0); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
