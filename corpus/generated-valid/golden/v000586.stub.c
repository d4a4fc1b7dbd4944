#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v000586.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z6shade79Particle3PfS0_(struct Particle3&, float *__restrict__, float *__restrict__);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z6shade79Particle3PfS0_(struct Particle3&__par0, float *__restrict__ __par1, float *__restrict__ __par2){ float *__T0;
 float *__T1;
__cudaLaunchPrologue(3);__cudaSetupArg(__par0, 0UL);__T0 = __par1;__cudaSetupArgSimple(__T0, 16UL);__T1 = __par2;__cudaSetupArgSimple(__T1, 24UL);__cudaLaunch(((char *)((void ( *)(struct Particle3, float *__restrict__, float *__restrict__))shade7)), 0U);}
# 14 "v000586.cu"
void shade7( struct ::Particle3 __cuda_0,float *__restrict__ __cuda_1,float *__restrict__ __cuda_2)
# 14 "v000586.cu"
{__device_stub__Z6shade79Particle3PfS0_( __cuda_0,__cuda_1,__cuda_2);




}
# 1 "v000586.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T2) {  __nv_dummy_param_ref(__T2); __nv_save_fatbinhandle_for_managed_rt(__T2); __cudaRegisterEntry(__T2, ((void ( *)(struct Particle3, float *__restrict__, float *__restrict__))shade7), _Z6shade79Particle3PfS0_, (-1)); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
