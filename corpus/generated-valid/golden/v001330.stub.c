#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v001330.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z6kick13idi(int, double, int);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z6kick13idi(int __par0, double __par1, int __par2){__cudaLaunchPrologue(3);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaSetupArgSimple(__par2, 16UL);__cudaLaunch(((char *)((void ( *)(int, double, int))kick13)), 0U);}
# 24 "v001330.cu"
void kick13( int __cuda_0,double __cuda_1,int __cuda_2)
# 24 "v001330.cu"
{__device_stub__Z6kick13idi( __cuda_0,__cuda_1,__cuda_2);
# 43 "v001330.cu"
}
# 1 "v001330.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T0) {  __nv_dummy_param_ref(__T0); __nv_save_fatbinhandle_for_managed_rt(__T0); __cudaRegisterEntry(__T0, ((void ( *)(int, double, int))kick13), _Z6kick13idi, 32); __cudaRegisterVariable(__T0, __shadow_var(c_warp5,::c_warp5), 0, 32UL, 1, 0); __cudaRegisterVariable(__T0, __shadow_var(c_gather6,::c_gather6), 0, 64UL, 1, 0); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
