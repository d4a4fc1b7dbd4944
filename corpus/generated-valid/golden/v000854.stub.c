#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v000854.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z6clamp8PiPfid(int *, float *, int, double);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z6clamp8PiPfid(int *__par0, float *__par1, int __par2, double __par3){__cudaLaunchPrologue(4);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaSetupArgSimple(__par2, 16UL);__cudaSetupArgSimple(__par3, 24UL);__cudaLaunch(((char *)((void ( *)(int *, float *, int, double))clamp8)), 0U);}
# 20 "v000854.cu"
void clamp8( int *__cuda_0,float *__cuda_1,int __cuda_2,double __cuda_3)
# 20 "v000854.cu"
{__device_stub__Z6clamp8PiPfid( __cuda_0,__cuda_1,__cuda_2,__cuda_3);
# 28 "v000854.cu"
}
# 1 "v000854.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T3) {  __nv_dummy_param_ref(__T3); __nv_save_fatbinhandle_for_managed_rt(__T3); __cudaRegisterEntry(__T3, ((void ( *)(int *, float *, int, double))clamp8), _Z6clamp8PiPfid, (-1)); __cudaRegisterVariable(__T3, __shadow_var(d_stencil7,::d_stencil7), 0, 4UL, 0, 0); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
