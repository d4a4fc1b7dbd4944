#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v001043.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z7smooth3Pd(double *);
extern __attribute__((visibility("hidden"))) void __device_stub__Z13grow18_kernelPKs8Bounds10PKiS3_(const short *, struct Bounds10&, const int *__restrict__, const int *);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z7smooth3Pd(double *__par0){__cudaLaunchPrologue(1);__cudaSetupArgSimple(__par0, 0UL);__cudaLaunch(((char *)((void ( *)(double *))smooth3)), 0U);}
# 8 "v001043.cu"
void smooth3( double *__cuda_0)
# 8 "v001043.cu"
{__device_stub__Z7smooth3Pd( __cuda_0);
# 16 "v001043.cu"
}
# 1 "v001043.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z13grow18_kernelPKs8Bounds10PKiS3_( const short *__par0,  struct Bounds10&__par1,  const int *__restrict__ __par2,  const int *__par3) {  const int *__T0;
__cudaLaunchPrologue(4); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArg(__par1, 8UL); __T0 = __par2; __cudaSetupArgSimple(__T0, 24UL); __cudaSetupArgSimple(__par3, 32UL); __cudaLaunch(((char *)((void ( *)(const short *, struct Bounds10, const int *__restrict__, const int *))grow18_kernel)), 0U); }
# 41 "v001043.cu"
void grow18_kernel( const short *__cuda_0,struct ::Bounds10 __cuda_1,const int *__restrict__ __cuda_2,const int *__cuda_3)
# 41 "v001043.cu"
{__device_stub__Z13grow18_kernelPKs8Bounds10PKiS3_( __cuda_0,__cuda_1,__cuda_2,__cuda_3);
# 54 "v001043.cu"
}
# 1 "v001043.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T1) {  __nv_dummy_param_ref(__T1); __nv_save_fatbinhandle_for_managed_rt(__T1); __cudaRegisterEntry(__T1, ((void ( *)(const short *, struct Bounds10, const int *__restrict__, const int *))grow18_kernel), _Z13grow18_kernelPKs8Bounds10PKiS3_, 32); __cudaRegisterEntry(__T1, ((void ( *)(double *))smooth3), _Z7smooth3Pd, (-1)); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
