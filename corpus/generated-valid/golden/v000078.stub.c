#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v000078.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z12kick9_kerneliPijPKi(int, int *, unsigned, const int *__restrict__);
static void __device_stub__Z14probe35_kerneliPifPKi(int, int *, float, const int *);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z12kick9_kerneliPijPKi(int __par0, int *__par1, unsigned __par2, const int *__restrict__ __par3){ const int *__T0;
__cudaLaunchPrologue(4);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaSetupArgSimple(__par2, 16UL);__T0 = __par3;__cudaSetupArgSimple(__T0, 24UL);__cudaLaunch(((char *)((void ( *)(int, int *, unsigned, const int *__restrict__))kick9_kernel)), 0U);}
# 18 "v000078.cu"
void kick9_kernel( int __cuda_0,int *__cuda_1,unsigned __cuda_2,const int *__restrict__ __cuda_3)
# 18 "v000078.cu"
{__device_stub__Z12kick9_kerneliPijPKi( __cuda_0,__cuda_1,__cuda_2,__cuda_3);
# 25 "v000078.cu"
}
# 1 "v000078.cudafe1.stub.c"
static void __device_stub__Z14probe35_kerneliPifPKi( int __par0,  int *__par1,  float __par2,  const int *__par3) {  __cudaLaunchPrologue(4); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 16UL); __cudaSetupArgSimple(__par3, 24UL); __cudaLaunch(((char *)((void ( *)(int, int *, float, const int *))probe35_kernel)), 0U); }
# 61 "v000078.cu"
static void probe35_kernel( int __cuda_0,int *__cuda_1,float __cuda_2,const int *__cuda_3)
# 61 "v000078.cu"
{__device_stub__Z14probe35_kerneliPifPKi( __cuda_0,__cuda_1,__cuda_2,__cuda_3);
# 68 "v000078.cu"
}
# 1 "v000078.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T4) {  __nv_dummy_param_ref(__T4); __nv_save_fatbinhandle_for_managed_rt(__T4); __cudaRegisterEntry(__T4, ((void ( *)(int, int *, float, const int *))probe35_kernel), _Z14probe35_kerneliPifPKi, (-1)); __cudaRegisterEntry(__T4, ((void ( *)(int, int *, unsigned, const int *__restrict__))kick9_kernel), _Z12kick9_kerneliPijPKi, (-1)); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
