#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v000674.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z7apply14i(int);
extern __attribute__((visibility("hidden"))) void __device_stub__Z14clamp18_kernelPiPKf(int *, const float *__restrict__);
extern __attribute__((visibility("hidden"))) void __device_stub__Z13step25_kernelPlPfPKdPKi(long *, float *, const double *__restrict__, const int *);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z7apply14i(int __par0){__cudaLaunchPrologue(1);__cudaSetupArgSimple(__par0, 0UL);__cudaLaunch(((char *)((void ( *)(int))apply14)), 0U);}
# 27 "v000674.cu"
void apply14( int __cuda_0)
# 27 "v000674.cu"
{__device_stub__Z7apply14i( __cuda_0);
# 37 "v000674.cu"
}
# 1 "v000674.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z14clamp18_kernelPiPKf( int *__par0,  const float *__restrict__ __par1) {  const float *__T0;
__cudaLaunchPrologue(2); __cudaSetupArgSimple(__par0, 0UL); __T0 = __par1; __cudaSetupArgSimple(__T0, 8UL); __cudaLaunch(((char *)((void ( *)(int *, const float *__restrict__))clamp18_kernel)), 0U); }
# 39 "v000674.cu"
void clamp18_kernel( int *__cuda_0,const float *__restrict__ __cuda_1)
# 39 "v000674.cu"
{__device_stub__Z14clamp18_kernelPiPKf( __cuda_0,__cuda_1);
# 45 "v000674.cu"
}
# 1 "v000674.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z13step25_kernelPlPfPKdPKi( long *__par0,  float *__par1,  const double *__restrict__ __par2,  const int *__par3) {  const double *__T1;
__cudaLaunchPrologue(4); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __T1 = __par2; __cudaSetupArgSimple(__T1, 16UL); __cudaSetupArgSimple(__par3, 24UL); __cudaLaunch(((char *)((void ( *)(long *, float *, const double *__restrict__, const int *))step25_kernel)), 0U); }
# 47 "v000674.cu"
void step25_kernel( long *__cuda_0,float *__cuda_1,const double *__restrict__ __cuda_2,const int *__cuda_3)
# 47 "v000674.cu"
{__device_stub__Z13step25_kernelPlPfPKdPKi( __cuda_0,__cuda_1,__cuda_2,__cuda_3);
# 55 "v000674.cu"
}
# 1 "v000674.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T5) {  __nv_dummy_param_ref(__T5); __nv_save_fatbinhandle_for_managed_rt(__T5); __cudaRegisterEntry(__T5, ((void ( *)(long *, float *, const double *__restrict__, const int *))step25_kernel), step25_kernel, (-1)); __cudaRegisterEntry(__T5, ((void ( *)(int *, const float *__restrict__))clamp18_kernel), _Z14clamp18_kernelPiPKf, (-1)); __cudaRegisterEntry(__T5, ((void ( *)(int))apply14), _Z7apply14i, (-1)); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
