#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v000486.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z7probe10iPid(int, int *, double);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z7probe10iPid(int __par0, int *__par1, double __par2){__cudaLaunchPrologue(3);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaSetupArgSimple(__par2, 16UL);__cudaLaunch(((char *)((void ( *)(int, int *, double))probe10)), 0U);}
# 15 "v000486.cu"
void probe10( int __cuda_0,int *__cuda_1,double __cuda_2)
# 15 "v000486.cu"
{__device_stub__Z7probe10iPid( __cuda_0,__cuda_1,__cuda_2);
# 26 "v000486.cu"
}
# 1 "v000486.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T3) {  __nv_dummy_param_ref(__T3); __nv_save_fatbinhandle_for_managed_rt(__T3); __cudaRegisterEntry(__T3, ((void ( *)(int, int *, double))probe10), _Z7probe10iPid, (-1)); __cudaRegisterVariable(__T3, __shadow_var(c_sweep9,::c_sweep9), 0, 8UL, 1, 0); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
