#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v000974.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z6step164Op13(enum Op13);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z6step164Op13(enum Op13 __par0){__cudaLaunchPrologue(1);__cudaSetupArgSimple(__par0, 0UL);__cudaLaunch(((char *)((void ( *)(enum Op13))step16)), 0U);}
# 30 "v000974.cu"
void step16( enum ::Op13 __cuda_0)
# 30 "v000974.cu"
{__device_stub__Z6step164Op13( __cuda_0);
# 37 "v000974.cu"
}
# 1 "v000974.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T0) {  __nv_dummy_param_ref(__T0); __nv_save_fatbinhandle_for_managed_rt(__T0); __cudaRegisterEntry(__T0, ((void ( *)(enum Op13))step16), _Z6step164Op13, (-1)); __cudaRegisterVariable(__T0, __shadow_var(d_spread27,::d_spread27), 0, 8UL, 0, 0); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
