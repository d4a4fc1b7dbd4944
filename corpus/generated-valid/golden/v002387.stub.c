#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v002387.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z13drift8_kernelPifPKf(int *__restrict__, float, const float *);
static void __device_stub__Z14drift13_kernelPf(float *);
static void __device_stub__Z6lerp44PiPKt(int *, const unsigned short *);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z13drift8_kernelPifPKf(int *__restrict__ __par0, float __par1, const float *__par2){ int *__T0;
__cudaLaunchPrologue(3);__T0 = __par0;__cudaSetupArgSimple(__T0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaSetupArgSimple(__par2, 16UL);__cudaLaunch(((char *)((void ( *)(int *__restrict__, float, const float *))drift8_kernel)), 0U);}
# 24 "v002387.cu"
void drift8_kernel( int *__restrict__ __cuda_0,float __cuda_1,const float *__cuda_2)
# 24 "v002387.cu"
{__device_stub__Z13drift8_kernelPifPKf( __cuda_0,__cuda_1,__cuda_2);


}
# 1 "v002387.cudafe1.stub.c"
static void __device_stub__Z14drift13_kernelPf( float *__par0) {  __cudaLaunchPrologue(1); __cudaSetupArgSimple(__par0, 0UL); __cudaLaunch(((char *)((void ( *)(float *))drift13_kernel)), 0U); }
# 29 "v002387.cu"
static void drift13_kernel( float *__cuda_0)
# 29 "v002387.cu"
{__device_stub__Z14drift13_kernelPf( __cuda_0);




}
# 1 "v002387.cudafe1.stub.c"
static void __device_stub__Z6lerp44PiPKt( int *__par0,  const unsigned short *__par1) {  __cudaLaunchPrologue(2); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaLaunch(((char *)((void ( *)(int *, const unsigned short *))lerp44)), 0U); }
# 69 "v002387.cu"
static void lerp44( int *__cuda_0,const unsigned short *__cuda_1)
# 69 "v002387.cu"
{__device_stub__Z6lerp44PiPKt( __cuda_0,__cuda_1);
# 85 "v002387.cu"
}
# 1 "v002387.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T20) {  __nv_dummy_param_ref(__T20); __nv_save_fatbinhandle_for_managed_rt(__T20); __cudaRegisterEntry(__T20, ((void ( *)(int *, const unsigned short *))lerp44), _Z6lerp44PiPKt, (-1)); __cudaRegisterEntry(__T20, ((void ( *)(float *))drift13_kernel), _Z14drift13_kernelPf, 256); __cudaRegisterEntry(__T20, ((void ( *)(int *__restrict__, float, const float *))drift8_kernel), _Z13drift8_kernelPifPKf, 1024); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
