#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v001278.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z6count7df(double, float);
extern __attribute__((visibility("hidden"))) void __device_stub__Z16scatter25_kernelPKjiPKf(const unsigned *, int, const float *);
static void __device_stub__Z6pack36PxPKdS1_i(long long *, const double *, const double *, int);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z6count7df(double __par0, float __par1){__cudaLaunchPrologue(2);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaLaunch(((char *)((void ( *)(double, float))count7)), 0U);}
# 17 "v001278.cu"
void count7( double __cuda_0,float __cuda_1)
# 18 "v001278.cu"
{__device_stub__Z6count7df( __cuda_0,__cuda_1);
# 29 "v001278.cu"
}
# 1 "v001278.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z16scatter25_kernelPKjiPKf( const unsigned *__par0,  int __par1,  const float *__par2) {  __cudaLaunchPrologue(3); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 16UL); __cudaLaunch(((char *)((void ( *)(const unsigned *, int, const float *))scatter25_kernel)), 0U); }
# 45 "v001278.cu"
void scatter25_kernel( const unsigned *__cuda_0,int __cuda_1,const float *__cuda_2)
# 46 "v001278.cu"
{__device_stub__Z16scatter25_kernelPKjiPKf( __cuda_0,__cuda_1,__cuda_2);
# 56 "v001278.cu"
}
# 1 "v001278.cudafe1.stub.c"
static void __device_stub__Z6pack36PxPKdS1_i( long long *__par0,  const double *__par1,  const double *__par2,  int __par3) {  __cudaLaunchPrologue(4); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 16UL); __cudaSetupArgSimple(__par3, 24UL); __cudaLaunch(((char *)((void ( *)(long long *, const double *, const double *, int))pack36)), 0U); }
# 62 "v001278.cu"
static void pack36( long long *__cuda_0,const double *__cuda_1,const double *__cuda_2,int __cuda_3)
# 63 "v001278.cu"
{__device_stub__Z6pack36PxPKdS1_i( __cuda_0,__cuda_1,__cuda_2,__cuda_3);
# 74 "v001278.cu"
}
# 1 "v001278.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T8) {  __nv_dummy_param_ref(__T8); __nv_save_fatbinhandle_for_managed_rt(__T8); __cudaRegisterEntry(__T8, ((void ( *)(long long *, const double *, const double *, int))pack36), _Z6pack36PxPKdS1_i, 256); __cudaRegisterEntry(__T8, ((void ( *)(const unsigned *, int, const float *))scatter25_kernel), _Z16scatter25_kernelPKjiPKf, (-1)); __cudaRegisterEntry(__T8, ((void ( *)(double, float))count7), _Z6count7df, (-1)); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
