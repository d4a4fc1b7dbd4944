#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v002164.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z6sift34PfPim(float *__restrict__, int *__restrict__, unsigned long);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z6sift34PfPim(float *__restrict__ __par0, int *__restrict__ __par1, unsigned long __par2){ float *__T0;
 int *__T1;
__cudaLaunchPrologue(3);__T0 = __par0;__cudaSetupArgSimple(__T0, 0UL);__T1 = __par1;__cudaSetupArgSimple(__T1, 8UL);__cudaSetupArgSimple(__par2, 16UL);__cudaLaunch(((char *)((void ( *)(float *__restrict__, int *__restrict__, unsigned long))sift34)), 0U);}
# 55 "v002164.cu"
void sift34( float *__restrict__ __cuda_0,int *__restrict__ __cuda_1,unsigned long __cuda_2)
# 55 "v002164.cu"
{__device_stub__Z6sift34PfPim( __cuda_0,__cuda_1,__cuda_2);
# 67 "v002164.cu"
}
# 1 "v002164.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T5) {  __nv_dummy_param_ref(__T5); __nv_save_fatbinhandle_for_managed_rt(__T5); __cudaRegisterEntry(__T5, ((void ( *)(float *__restrict__, int *__restrict__, unsigned long))sift34), _Z6sift34PfPim, (-1)); __cudaRegisterVariable(__T5, __shadow_var(d_count17,::d_count17), 0, 4UL, 0, 0); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
