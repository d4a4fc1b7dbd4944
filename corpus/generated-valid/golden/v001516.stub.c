#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v001516.fatbin.c"
static void __device_stub__Z13score6_kernelPjbPfi(unsigned *, bool, float *__restrict__, int);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
static void __device_stub__Z13score6_kernelPjbPfi(unsigned *__par0, bool __par1, float *__restrict__ __par2, int __par3){ float *__T0;
__cudaLaunchPrologue(4);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__T0 = __par2;__cudaSetupArgSimple(__T0, 16UL);__cudaSetupArgSimple(__par3, 24UL);__cudaLaunch(((char *)((void ( *)(unsigned *, bool, float *__restrict__, int))score6_kernel)), 0U);}
# 14 "v001516.cu"
static void score6_kernel( unsigned *__cuda_0,bool __cuda_1,float *__restrict__ __cuda_2,int __cuda_3)
# 15 "v001516.cu"
{__device_stub__Z13score6_kernelPjbPfi( __cuda_0,__cuda_1,__cuda_2,__cuda_3);
# 32 "v001516.cu"
}
# 1 "v001516.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T4) {  __nv_dummy_param_ref(__T4); __nv_save_fatbinhandle_for_managed_rt(__T4); __cudaRegisterEntry(__T4, ((void ( *)(unsigned *, bool, float *__restrict__, int))score6_kernel), _Z13score6_kernelPjbPfi, (-1)); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
