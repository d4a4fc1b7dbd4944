#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v001849.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z14weigh11_kernelPfit(float *__restrict__, int, unsigned short);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z14weigh11_kernelPfit(float *__restrict__ __par0, int __par1, unsigned short __par2){ float *__T0;
__cudaLaunchPrologue(3);__T0 = __par0;__cudaSetupArgSimple(__T0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaSetupArgSimple(__par2, 12UL);__cudaLaunch(((char *)((void ( *)(float *__restrict__, int, unsigned short))weigh11_kernel)), 0U);}
# 22 "v001849.cu"
void weigh11_kernel( float *__restrict__ __cuda_0,int __cuda_1,unsigned short __cuda_2)
# 22 "v001849.cu"
{__device_stub__Z14weigh11_kernelPfit( __cuda_0,__cuda_1,__cuda_2);
# 39 "v001849.cu"
}
# 1 "v001849.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T5) {  __nv_dummy_param_ref(__T5); __nv_save_fatbinhandle_for_managed_rt(__T5); __cudaRegisterEntry(__T5, ((void ( *)(float *__restrict__, int, unsigned short))weigh11_kernel), _Z14weigh11_kernelPfit, (-1)); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
