#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v001325.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z7probe26Pi(int *);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z7probe26Pi(int *__par0){__cudaLaunchPrologue(1);__cudaSetupArgSimple(__par0, 0UL);__cudaLaunch(((char *)((void ( *)(int *))probe26)), 0U);}
# 54 "v001325.cu"
void probe26( int *__cuda_0)
# 54 "v001325.cu"
{__device_stub__Z7probe26Pi( __cuda_0);
# 65 "v001325.cu"
}
# 1 "v001325.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T0) {  __nv_dummy_param_ref(__T0); __nv_save_fatbinhandle_for_managed_rt(__T0); __cudaRegisterEntry(__T0, ((void ( *)(int *))probe26), _Z7probe26Pi, (-1)); __cudaRegisterVariable(__T0, __shadow_var(c_stencil5,::c_stencil5), 0, 4UL, 1, 0); __cudaRegisterVariable(__T0, __shadow_var(c_blend6,::c_blend6), 0, 4UL, 1, 0); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
