#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v002291.fatbin.c"
static void __device_stub__Z14probe24_kernelPiPKf4Op15i(int *__restrict__, const float *, enum Op15, int);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
static void __device_stub__Z14probe24_kernelPiPKf4Op15i(int *__restrict__ __par0, const float *__par1, enum Op15 __par2, int __par3){ int *__T0;
__cudaLaunchPrologue(4);__T0 = __par0;__cudaSetupArgSimple(__T0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaSetupArgSimple(__par2, 16UL);__cudaSetupArgSimple(__par3, 20UL);__cudaLaunch(((char *)((void ( *)(int *__restrict__, const float *, enum Op15, int))probe24_kernel)), 0U);}
# 46 "v002291.cu"
static void probe24_kernel( int *__restrict__ __cuda_0,const float *__cuda_1,enum ::Op15 __cuda_2,int __cuda_3)
# 46 "v002291.cu"
{__device_stub__Z14probe24_kernelPiPKf4Op15i( __cuda_0,__cuda_1,__cuda_2,__cuda_3);
# 57 "v002291.cu"
}
# 1 "v002291.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T4) {  __nv_dummy_param_ref(__T4); __nv_save_fatbinhandle_for_managed_rt(__T4); __cudaRegisterEntry(__T4, ((void ( *)(int *__restrict__, const float *, enum Op15, int))probe24_kernel), _Z14probe24_kernelPiPKf4Op15i, (-1)); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
