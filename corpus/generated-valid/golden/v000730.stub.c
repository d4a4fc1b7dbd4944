#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v000730.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z16stencil10_kerneli(int);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z16stencil10_kerneli(int __par0){__cudaLaunchPrologue(1);__cudaSetupArgSimple(__par0, 0UL);__cudaLaunch(((char *)((void ( *)(int))stencil10_kernel)), 0U);}
# 22 "v000730.cu"
void stencil10_kernel( int __cuda_0)
# 22 "v000730.cu"
{__device_stub__Z16stencil10_kerneli( __cuda_0);
# 30 "v000730.cu"
}
# 1 "v000730.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T3) {  __nv_dummy_param_ref(__T3); __nv_save_fatbinhandle_for_managed_rt(__T3); __cudaRegisterEntry(__T3, ((void ( *)(int))stencil10_kernel), _Z16stencil10_kerneli, (-1)); __cudaRegisterVariable(__T3, __shadow_var(c_clamp15,::c_clamp15), 0, 2UL, 1, 0); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
