#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "i000616.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z13lerp34_kernelPhPfPii(unsigned char *, float *__restrict__, int *__restrict__, int);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z13lerp34_kernelPhPfPii(unsigned char *__par0, float *__restrict__ __par1, int *__restrict__ __par2, int __par3){ float *__T0;
 int *__T1;
__cudaLaunchPrologue(4);__cudaSetupArgSimple(__par0, 0UL);__T0 = __par1;__cudaSetupArgSimple(__T0, 8UL);__T1 = __par2;__cudaSetupArgSimple(__T1, 16UL);__cudaSetupArgSimple(__par3, 24UL);__cudaLaunch(((char *)((void ( *)(unsigned char *, float *__restrict__, int *__restrict__, int))lerp34_kernel)), 0U);}
# 66 "i000616.cu"
void lerp34_kernel( unsigned char *__cuda_0,float *__restrict__ __cuda_1,int *__restrict__ __cuda_2,int __cuda_3)
# 67 "i000616.cu"
{__device_stub__Z13lerp34_kernelPhPfPii( __cuda_0,__cuda_1,__cuda_2,__cuda_3);
# 77 "i000616.cu"
}
# 1 "i000616.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T5) {  __nv_dummy_param_ref(__T5); __nv_save_fatbinhandle_for_managed_rt(__T5); __cudaRegisterEntry(__T5, ((void ( *)(unsigned char *, float *__restrict__, int *__restrict__, int))lerp34_kernel), _Z13lerp34_kernelPhPfPii, 32); __cudaRegisterManagedVariable(__T5, __shadow_var(m_scale18,::m_scale18), 0, 32UL, 0, 0); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
