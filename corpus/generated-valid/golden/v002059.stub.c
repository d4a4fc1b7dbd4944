#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v002059.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z8spread15fPxPhPf(float, long long *, unsigned char *, float *__restrict__);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z8spread15fPxPhPf(float __par0, long long *__par1, unsigned char *__par2, float *__restrict__ __par3){ float *__T1;
__cudaLaunchPrologue(4);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaSetupArgSimple(__par2, 16UL);__T1 = __par3;__cudaSetupArgSimple(__T1, 24UL);__cudaLaunch(((char *)((void ( *)(float, long long *, unsigned char *, float *__restrict__))spread15)), 0U);}
# 42 "v002059.cu"
void spread15( float __cuda_0,long long *__cuda_1,unsigned char *__cuda_2,float *__restrict__ __cuda_3)
# 42 "v002059.cu"
{__device_stub__Z8spread15fPxPhPf( __cuda_0,__cuda_1,__cuda_2,__cuda_3);
# 54 "v002059.cu"
}
# 1 "v002059.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T5) {  __nv_dummy_param_ref(__T5); __nv_save_fatbinhandle_for_managed_rt(__T5); __cudaRegisterEntry(__T5, ((void ( *)(float, long long *, unsigned char *, float *__restrict__))spread15), _Z8spread15fPxPhPf, (-1)); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
