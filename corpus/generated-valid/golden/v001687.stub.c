#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v001687.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z9stencil27Pj(unsigned *);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z9stencil27Pj(unsigned *__par0){__cudaLaunchPrologue(1);__cudaSetupArgSimple(__par0, 0UL);__cudaLaunch(((char *)((void ( *)(unsigned *))stencil27)), 0U);}
# 50 "v001687.cu"
void stencil27( unsigned *__cuda_0)
# 51 "v001687.cu"
{__device_stub__Z9stencil27Pj( __cuda_0);
# 60 "v001687.cu"
}
# 1 "v001687.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T3) {  __nv_dummy_param_ref(__T3); __nv_save_fatbinhandle_for_managed_rt(__T3); __cudaRegisterEntry(__T3, ((void ( *)(unsigned *))stencil27), _Z9stencil27Pj, (-1)); __cudaRegisterVariable(__T3, __shadow_var(c_gather11,::c_gather11), 0, 4UL, 1, 0); __cudaRegisterVariable(__T3, __shadow_var(d_sweep26,::d_sweep26), 0, 8UL, 0, 0); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
