#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "extvars.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z1kv(void);
extern __attribute__((visibility("hidden"))) void __device_stub__Z2k2v(void);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z1kv(void){__cudaLaunchPrologue(1);__cudaLaunch(((char *)((void ( *)(void))k)), 0U);}
# 10 "extvars.cu"
void k(void)
# 10 "extvars.cu"
{__device_stub__Z1kv(); }
# 1 "extvars.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z2k2v(void) {  __cudaLaunchPrologue(1); __cudaLaunch(((char *)((void ( *)(void))k2)), 0U); }
# 14 "extvars.cu"
void k2(void)
# 14 "extvars.cu"
{__device_stub__Z2k2v(); }
# 1 "extvars.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T0) {  __nv_dummy_param_ref(__T0); __nv_save_fatbinhandle_for_managed_rt(__T0); __cudaRegisterEntry(__T0, ((void ( *)(void))k2), _Z2k2v, (-1)); __cudaRegisterEntry(__T0, ((void ( *)(void))k), _Z1kv, (-1)); __cudaRegisterVariable(__T0, __shadow_var(d4,::d4), 1, 4UL, 0, 0); __cudaRegisterVariable(__T0, __shadow_var(d5,::d5), 0, 4UL, 0, 0); __cudaRegisterVariable(__T0, __shadow_var(c6,::c6), 1, 16UL, 1, 0); __cudaRegisterVariable(__T0, __shadow_var(d7,::d7), 0, 4UL, 0, 0); __cudaRegisterVariable(__T0, __shadow_var(d8,::d8), 1, 0UL, 0, 0); __cudaRegisterVariable(__T0, __shadow_var(_ZN1q2d9E,::q::d9), 1, 4UL, 0, 0); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
