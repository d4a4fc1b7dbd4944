#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v001873.fatbin.c"
static void __device_stub__Z12pack6_kernelPcPKiPf(char *, const int *, float *);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
static void __device_stub__Z12pack6_kernelPcPKiPf(char *__par0, const int *__par1, float *__par2){__cudaLaunchPrologue(3);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaSetupArgSimple(__par2, 16UL);__cudaLaunch(((char *)((void ( *)(char *, const int *, float *))pack6_kernel)), 0U);}
# 14 "v001873.cu"
static void pack6_kernel( char *__cuda_0,const int *__cuda_1,float *__cuda_2)
# 14 "v001873.cu"
{__device_stub__Z12pack6_kernelPcPKiPf( __cuda_0,__cuda_1,__cuda_2);
# 27 "v001873.cu"
}
# 1 "v001873.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T3) {  __nv_dummy_param_ref(__T3); __nv_save_fatbinhandle_for_managed_rt(__T3); __cudaRegisterEntry(__T3, ((void ( *)(char *, const int *, float *))pack6_kernel), _Z12pack6_kernelPcPKiPf, (-1)); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
