#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v000243.fatbin.c"
static void __device_stub__Z6accum6Pi(int *);
extern __attribute__((visibility("hidden"))) void __device_stub__Z6sift34iPiiPKf(int, int *, int, const float *);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
static void __device_stub__Z6accum6Pi(int *__par0){__cudaLaunchPrologue(1);__cudaSetupArgSimple(__par0, 0UL);__cudaLaunch(((char *)((void ( *)(int *))accum6)), 0U);}
# 11 "v000243.cu"
static void accum6( int *__cuda_0)
# 11 "v000243.cu"
{__device_stub__Z6accum6Pi( __cuda_0);
# 21 "v000243.cu"
}
# 1 "v000243.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z6sift34iPiiPKf( int __par0,  int *__par1,  int __par2,  const float *__par3) {  __cudaLaunchPrologue(4); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 16UL); __cudaSetupArgSimple(__par3, 24UL); __cudaLaunch(((char *)((void ( *)(int, int *, int, const float *))sift34)), 0U); }
# 53 "v000243.cu"
void sift34( int __cuda_0,int *__cuda_1,int __cuda_2,const float *__cuda_3)
# 53 "v000243.cu"
{__device_stub__Z6sift34iPiiPKf( __cuda_0,__cuda_1,__cuda_2,__cuda_3);
# 65 "v000243.cu"
}
# 1 "v000243.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T4) {  __nv_dummy_param_ref(__T4); __nv_save_fatbinhandle_for_managed_rt(__T4); __cudaRegisterEntry(__T4, ((void ( *)(int, int *, int, const float *))sift34), _Z6sift34iPiiPKf, (-1)); __cudaRegisterEntry(__T4, ((void ( *)(int *))accum6), _Z6accum6Pi, (-1)); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
