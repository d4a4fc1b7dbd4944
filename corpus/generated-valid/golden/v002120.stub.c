#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v002120.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z13score9_kernelPiyS_Pd(int *__restrict__, unsigned long long, int *, double *);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z13score9_kernelPiyS_Pd(int *__restrict__ __par0, unsigned long long __par1, int *__par2, double *__par3){ int *__T0;
__cudaLaunchPrologue(4);__T0 = __par0;__cudaSetupArgSimple(__T0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaSetupArgSimple(__par2, 16UL);__cudaSetupArgSimple(__par3, 24UL);__cudaLaunch(((char *)((void ( *)(int *__restrict__, unsigned long long, int *, double *))score9_kernel)), 0U);}
# 15 "v002120.cu"
void score9_kernel( int *__restrict__ __cuda_0,unsigned long long __cuda_1,int *__cuda_2,double *__cuda_3)
# 15 "v002120.cu"
{__device_stub__Z13score9_kernelPiyS_Pd( __cuda_0,__cuda_1,__cuda_2,__cuda_3);
# 25 "v002120.cu"
}
# 1 "v002120.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T1) {  __nv_dummy_param_ref(__T1); __nv_save_fatbinhandle_for_managed_rt(__T1); __cudaRegisterEntry(__T1, ((void ( *)(int *__restrict__, unsigned long long, int *, double *))score9_kernel), _Z13score9_kernelPiyS_Pd, (-1)); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
