#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v000292.fatbin.c"
static void __device_stub__Z13sift18_kerneliii6Stats4(int, int, int, struct Stats4&);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
static void __device_stub__Z13sift18_kerneliii6Stats4(int __par0, int __par1, int __par2, struct Stats4&__par3){__cudaLaunchPrologue(4);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 4UL);__cudaSetupArgSimple(__par2, 8UL);__cudaSetupArg(__par3, 12UL);__cudaLaunch(((char *)((void ( *)(int, int, int, struct Stats4))sift18_kernel)), 0U);}
# 34 "v000292.cu"
static void sift18_kernel( int __cuda_0,int __cuda_1,int __cuda_2,struct ::Stats4 __cuda_3)
# 34 "v000292.cu"
{__device_stub__Z13sift18_kerneliii6Stats4( __cuda_0,__cuda_1,__cuda_2,__cuda_3);
# 43 "v000292.cu"
}
# 1 "v000292.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T3) {  __nv_dummy_param_ref(__T3); __nv_save_fatbinhandle_for_managed_rt(__T3); __cudaRegisterEntry(__T3, ((void ( *)(int, int, int, struct Stats4))sift18_kernel), _Z13sift18_kerneliii6Stats4, (-1)); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
