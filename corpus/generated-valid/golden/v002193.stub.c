#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v002193.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z13scale5_kernelPKfPKlPi(const float *, const long *__restrict__, int *);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z13scale5_kernelPKfPKlPi(const float *__par0, const long *__restrict__ __par1, int *__par2){ const long *__T0;
__cudaLaunchPrologue(3);__cudaSetupArgSimple(__par0, 0UL);__T0 = __par1;__cudaSetupArgSimple(__T0, 8UL);__cudaSetupArgSimple(__par2, 16UL);__cudaLaunch(((char *)((void ( *)(const float *, const long *__restrict__, int *))scale5_kernel)), 0U);}
# 15 "v002193.cu"
void scale5_kernel( const float *__cuda_0,const long *__restrict__ __cuda_1,int *__cuda_2)
# 15 "v002193.cu"
{__device_stub__Z13scale5_kernelPKfPKlPi( __cuda_0,__cuda_1,__cuda_2);
# 22 "v002193.cu"
}
# 1 "v002193.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T4) {  __nv_dummy_param_ref(__T4); __nv_save_fatbinhandle_for_managed_rt(__T4); __cudaRegisterEntry(__T4, ((void ( *)(const float *, const long *__restrict__, int *))scale5_kernel), _Z13scale5_kernelPKfPKlPi, (-1)); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
