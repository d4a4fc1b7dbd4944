#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "i000552.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z13pack10_kernelPdi(double *__restrict__, int);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z13pack10_kernelPdi(double *__restrict__ __par0, int __par1){ double *__T0;
__cudaLaunchPrologue(2);__T0 = __par0;__cudaSetupArgSimple(__T0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaLaunch(((char *)((void ( *)(double *__restrict__, int))pack10_kernel)), 0U);}
# 19 "i000552.cu"
void pack10_kernel( double *__restrict__ __cuda_0,int __cuda_1)
# 20 "i000552.cu"
{__device_stub__Z13pack10_kernelPdi( __cuda_0,__cuda_1);
# 29 "i000552.cu"
}
# 1 "i000552.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T1) {  __nv_dummy_param_ref(__T1); __nv_save_fatbinhandle_for_managed_rt(__T1); __cudaRegisterEntry(__T1, ((void ( *)(double *__restrict__, int))pack10_kernel), _Z13pack10_kernelPdi, (-1)); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
