#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v001534.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z12sift3_kernelPiPKd(int *, const double *__restrict__);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z12sift3_kernelPiPKd(int *__par0, const double *__restrict__ __par1){ const double *__T0;
__cudaLaunchPrologue(2);__cudaSetupArgSimple(__par0, 0UL);__T0 = __par1;__cudaSetupArgSimple(__T0, 8UL);__cudaLaunch(((char *)((void ( *)(int *, const double *__restrict__))sift3_kernel)), 0U);}
# 8 "v001534.cu"
void sift3_kernel( int *__cuda_0,const double *__restrict__ __cuda_1)
# 8 "v001534.cu"
{__device_stub__Z12sift3_kernelPiPKd( __cuda_0,__cuda_1);
# 26 "v001534.cu"
}
# 1 "v001534.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T2) {  __nv_dummy_param_ref(__T2); __nv_save_fatbinhandle_for_managed_rt(__T2); __cudaRegisterEntry(__T2, ((void ( *)(int *, const double *__restrict__))sift3_kernel), _Z12sift3_kernelPiPKd, (-1)); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
