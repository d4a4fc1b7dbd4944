#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v000337.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z12mix23_kernelPi6Color4(int *, enum Color4);
extern __attribute__((visibility("hidden"))) void __device_stub__Z13grow40_kernelPmPi6Body16Pf(size_t *, int *, struct Body16&, float *__restrict__);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z12mix23_kernelPi6Color4(int *__par0, enum Color4 __par1){__cudaLaunchPrologue(2);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaLaunch(((char *)((void ( *)(int *, enum Color4))mix23_kernel)), 0U);}
# 38 "v000337.cu"
void mix23_kernel( int *__cuda_0,enum ::Color4 __cuda_1)
# 38 "v000337.cu"
{__device_stub__Z12mix23_kernelPi6Color4( __cuda_0,__cuda_1);
# 49 "v000337.cu"
}
# 1 "v000337.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z13grow40_kernelPmPi6Body16Pf( size_t *__par0,  int *__par1,  struct Body16&__par2,  float *__restrict__ __par3) {  float *__T0;
__cudaLaunchPrologue(4); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArg(__par2, 16UL); __T0 = __par3; __cudaSetupArgSimple(__T0, 24UL); __cudaLaunch(((char *)((void ( *)(size_t *, int *, struct Body16, float *__restrict__))grow40_kernel)), 0U); }
# 72 "v000337.cu"
void grow40_kernel( ::size_t *__cuda_0,int *__cuda_1,struct ::Body16 __cuda_2,float *__restrict__ __cuda_3)
# 72 "v000337.cu"
{__device_stub__Z13grow40_kernelPmPi6Body16Pf( __cuda_0,__cuda_1,__cuda_2,__cuda_3);
# 93 "v000337.cu"
}
# 1 "v000337.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T6) {  __nv_dummy_param_ref(__T6); __nv_save_fatbinhandle_for_managed_rt(__T6); __cudaRegisterEntry(__T6, ((void ( *)(size_t *, int *, struct Body16, float *__restrict__))grow40_kernel), _Z13grow40_kernelPmPi6Body16Pf, (-1)); __cudaRegisterEntry(__T6, ((void ( *)(int *, enum Color4))mix23_kernel), _Z12mix23_kernelPi6Color4, (-1)); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
