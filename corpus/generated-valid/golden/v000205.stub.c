#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v000205.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z7split19PfiS_(float *__restrict__, int, float *);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z7split19PfiS_(float *__restrict__ __par0, int __par1, float *__par2){ float *__T0;
__cudaLaunchPrologue(3);__T0 = __par0;__cudaSetupArgSimple(__T0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaSetupArgSimple(__par2, 16UL);__cudaLaunch(((char *)((void ( *)(float *__restrict__, int, float *))split19)), 0U);}
# 52 "v000205.cu"
void split19( float *__restrict__ __cuda_0,int __cuda_1,float *__cuda_2)
# 53 "v000205.cu"
{__device_stub__Z7split19PfiS_( __cuda_0,__cuda_1,__cuda_2);
# 63 "v000205.cu"
}
# 1 "v000205.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T4) {  __nv_dummy_param_ref(__T4); __nv_save_fatbinhandle_for_managed_rt(__T4); __cudaRegisterEntry(__T4, ((void ( *)(float *__restrict__, int, float *))split19), _Z7split19PfiS_, 256); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
