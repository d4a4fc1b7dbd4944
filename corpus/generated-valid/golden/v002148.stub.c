#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v002148.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z7gather4PKfPKd(const float *, const double *);
extern __attribute__((visibility("hidden"))) void __device_stub__Z14probe14_kerneldPdPf(double, double *, float *);
extern __attribute__((visibility("hidden"))) void __device_stub__Z15reduce20_kernelPfPKfl(float *, const float *, long);
extern __attribute__((visibility("hidden"))) void __device_stub__Z14trace27_kerneli(int);
static void __device_stub__ZN6util306warp42EPx(long long *);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z7gather4PKfPKd(const float *__par0, const double *__par1){__cudaLaunchPrologue(2);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaLaunch(((char *)((void ( *)(const float *, const double *))gather4)), 0U);}
# 12 "v002148.cu"
void gather4( const float *__cuda_0,const double *__cuda_1)
# 12 "v002148.cu"
{__device_stub__Z7gather4PKfPKd( __cuda_0,__cuda_1);
# 20 "v002148.cu"
}
# 1 "v002148.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z14probe14_kerneldPdPf( double __par0,  double *__par1,  float *__par2) {  __cudaLaunchPrologue(3); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 16UL); __cudaLaunch(((char *)((void ( *)(double, double *, float *))probe14_kernel)), 0U); }
# 33 "v002148.cu"
void probe14_kernel( double __cuda_0,double *__cuda_1,float *__cuda_2)
# 33 "v002148.cu"
{__device_stub__Z14probe14_kerneldPdPf( __cuda_0,__cuda_1,__cuda_2);
# 40 "v002148.cu"
}
# 1 "v002148.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z15reduce20_kernelPfPKfl( float *__par0,  const float *__par1,  long __par2) {  __cudaLaunchPrologue(3); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 16UL); __cudaLaunch(((char *)((void ( *)(float *, const float *, long))reduce20_kernel)), 0U); }
# 42 "v002148.cu"
void reduce20_kernel( float *__cuda_0,const float *__cuda_1,long __cuda_2)
# 42 "v002148.cu"
{__device_stub__Z15reduce20_kernelPfPKfl( __cuda_0,__cuda_1,__cuda_2);
# 51 "v002148.cu"
}
# 1 "v002148.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z14trace27_kerneli( int __par0) {  __cudaLaunchPrologue(1); __cudaSetupArgSimple(__par0, 0UL); __cudaLaunch(((char *)((void ( *)(int))trace27_kernel)), 0U); }
# 53 "v002148.cu"
void trace27_kernel( int __cuda_0)
# 53 "v002148.cu"
{__device_stub__Z14trace27_kerneli( __cuda_0);
# 59 "v002148.cu"
}
# 1 "v002148.cudafe1.stub.c"
static void __device_stub__ZN6util306warp42EPx( long long *__par0) {  __cudaLaunchPrologue(1); __cudaSetupArgSimple(__par0, 0UL); __cudaLaunch(((char *)((void ( *)(long long *))util30::warp42)), 0U); }
# 78 "v002148.cu"
static void util30::warp42( long long *__cuda_0)
# 78 "v002148.cu"
{__device_stub__ZN6util306warp42EPx( __cuda_0);



}
# 1 "v002148.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T5) {  __nv_dummy_param_ref(__T5); __nv_save_fatbinhandle_for_managed_rt(__T5); __cudaRegisterEntry(__T5, ((void ( *)(long long *))util30::warp42), _ZN6util306warp42EPx, 1024); __cudaRegisterEntry(__T5, ((void ( *)(int))trace27_kernel), _Z14trace27_kerneli, (-1)); __cudaRegisterEntry(__T5, ((void ( *)(float *, const float *, long))reduce20_kernel), _Z15reduce20_kernelPfPKfl, 512); __cudaRegisterEntry(__T5, ((void ( *)(double, double *, float *))probe14_kernel), _Z14probe14_kerneldPdPf, (-1)); __cudaRegisterEntry(__T5, ((void ( *)(const float *, const double *))gather4), _Z7gather4PKfPKd, (-1)); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
