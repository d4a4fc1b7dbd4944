#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v000755.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z7probe14ifPft(int, float, float *, unsigned short);
extern __attribute__((visibility("hidden"))) void __device_stub__Z7shade36i(int);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z7probe14ifPft(int __par0, float __par1, float *__par2, unsigned short __par3){__cudaLaunchPrologue(4);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 4UL);__cudaSetupArgSimple(__par2, 8UL);__cudaSetupArgSimple(__par3, 16UL);__cudaLaunch(((char *)((void ( *)(int, float, float *, unsigned short))probe14)), 0U);}
# 41 "v000755.cu"
void probe14( int __cuda_0,float __cuda_1,float *__cuda_2,unsigned short __cuda_3)
# 41 "v000755.cu"
{__device_stub__Z7probe14ifPft( __cuda_0,__cuda_1,__cuda_2,__cuda_3);
# 56 "v000755.cu"
}
# 1 "v000755.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z7shade36i( int __par0) {  __cudaLaunchPrologue(1); __cudaSetupArgSimple(__par0, 0UL); __cudaLaunch(((char *)((void ( *)(int))shade36)), 0U); }
# 74 "v000755.cu"
void shade36( int __cuda_0)
# 74 "v000755.cu"
{__device_stub__Z7shade36i( __cuda_0);
# 82 "v000755.cu"
}
# 1 "v000755.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T4) {  __nv_dummy_param_ref(__T4); __nv_save_fatbinhandle_for_managed_rt(__T4); __cudaRegisterEntry(__T4, ((void ( *)(int))shade36), _Z7shade36i, (-1)); __cudaRegisterEntry(__T4, ((void ( *)(int, float, float *, unsigned short))probe14), _Z7probe14ifPft, (-1)); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
