#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v002282.fatbin.c"
typedef gpu10::Pixel11 _ZN5gpu107Pixel11E;
extern __attribute__((visibility("hidden"))) void __device_stub__Z7weigh29Pd(double *__restrict__);
extern __attribute__((visibility("hidden"))) void __device_stub__ZN5gpu1014accum16_kernelENS_7Pixel11EPKi3Op4S3_( _ZN5gpu107Pixel11E&, const int *, enum Op4, enum Op4);
extern __attribute__((visibility("hidden"))) void __device_stub__ZN5gpu1014count24_kernelEfPKx(float, const long long *);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z7weigh29Pd(double *__restrict__ __par0){ double *__T0;
__cudaLaunchPrologue(1);__T0 = __par0;__cudaSetupArgSimple(__T0, 0UL);__cudaLaunch(((char *)((void ( *)(double *__restrict__))weigh29)), 0U);}
# 47 "v002282.cu"
void weigh29( double *__restrict__ __cuda_0)
# 48 "v002282.cu"
{__device_stub__Z7weigh29Pd( __cuda_0);
# 56 "v002282.cu"
}
# 1 "v002282.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__ZN5gpu1014accum16_kernelENS_7Pixel11EPKi3Op4S3_(  _ZN5gpu107Pixel11E&__par0,  const int *__par1,  enum Op4 __par2,  enum Op4 __par3) {  __cudaLaunchPrologue(4); __cudaSetupArg(__par0, 0UL); __cudaSetupArgSimple(__par1, 16UL); __cudaSetupArgSimple(__par2, 24UL); __cudaSetupArgSimple(__par3, 28UL); __cudaLaunch(((char *)((void ( *)( _ZN5gpu107Pixel11E, const int *, enum Op4, enum Op4))gpu10::accum16_kernel)), 0U); }
# 23 "v002282.cu"
void gpu10::accum16_kernel(  _ZN5gpu107Pixel11E __cuda_0,const int *__cuda_1,enum ::Op4 __cuda_2,enum ::Op4 __cuda_3)
# 24 "v002282.cu"
{__device_stub__ZN5gpu1014accum16_kernelENS_7Pixel11EPKi3Op4S3_( __cuda_0,__cuda_1,__cuda_2,__cuda_3);
# 34 "v002282.cu"
}
# 1 "v002282.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__ZN5gpu1014count24_kernelEfPKx( float __par0,  const long long *__par1) {  __cudaLaunchPrologue(2); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaLaunch(((char *)((void ( *)(float, const long long *))gpu10::count24_kernel)), 0U); }
# 36 "v002282.cu"
void gpu10::count24_kernel( float __cuda_0,const long long *__cuda_1)
# 37 "v002282.cu"
{__device_stub__ZN5gpu1014count24_kernelEfPKx( __cuda_0,__cuda_1);
# 44 "v002282.cu"
}
# 1 "v002282.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T4) {  __nv_dummy_param_ref(__T4); __nv_save_fatbinhandle_for_managed_rt(__T4); __cudaRegisterEntry(__T4, ((void ( *)(float, const long long *))gpu10::count24_kernel), _ZN5gpu1014count24_kernelEfPKx, (-1)); __cudaRegisterEntry(__T4, ((void ( *)( _ZN5gpu107Pixel11E, const int *, enum Op4, enum Op4))gpu10::accum16_kernel), _ZN5gpu1014accum16_kernelENS_7Pixel11EPKi3Op4S3_, (-1)); __cudaRegisterEntry(__T4, ((void ( *)(double *__restrict__))weigh29), _Z7weigh29Pd, (-1)); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
