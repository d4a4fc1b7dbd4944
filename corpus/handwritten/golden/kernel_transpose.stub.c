#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "kernel_transpose.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z15transpose_naivePfPKfii(float *, const float *, int, int);
extern __attribute__((visibility("hidden"))) void __device_stub__Z15transpose_tiledPfPKfii(float *, const float *, int, int);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z15transpose_naivePfPKfii(float *__par0, const float *__par1, int __par2, int __par3){__cudaLaunchPrologue(4);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaSetupArgSimple(__par2, 16UL);__cudaSetupArgSimple(__par3, 20UL);__cudaLaunch(((char *)((void ( *)(float *, const float *, int, int))transpose_naive)), 0U);}
# 8 "kernel_transpose.cu"
void transpose_naive( float *__cuda_0,const float *__cuda_1,int __cuda_2,int __cuda_3)
# 9 "kernel_transpose.cu"
{__device_stub__Z15transpose_naivePfPKfii( __cuda_0,__cuda_1,__cuda_2,__cuda_3);
# 15 "kernel_transpose.cu"
}
# 1 "kernel_transpose.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z15transpose_tiledPfPKfii( float *__par0,  const float *__par1,  int __par2,  int __par3) {  __cudaLaunchPrologue(4); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 16UL); __cudaSetupArgSimple(__par3, 20UL); __cudaLaunch(((char *)((void ( *)(float *, const float *, int, int))transpose_tiled)), 0U); }
# 17 "kernel_transpose.cu"
void transpose_tiled( float *__cuda_0,const float *__cuda_1,int __cuda_2,int __cuda_3)
# 18 "kernel_transpose.cu"
{__device_stub__Z15transpose_tiledPfPKfii( __cuda_0,__cuda_1,__cuda_2,__cuda_3);
# 34 "kernel_transpose.cu"
}
# 1 "kernel_transpose.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T0) {  __nv_dummy_param_ref(__T0); __nv_save_fatbinhandle_for_managed_rt(__T0); __cudaRegisterEntry(__T0, ((void ( *)(float *, const float *, int, int))transpose_tiled), _Z15transpose_tiledPfPKfii, (-1)); __cudaRegisterEntry(__T0, ((void ( *)(float *, const float *, int, int))transpose_naive), _Z15transpose_naivePfPKfii, (-1)); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
