#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v001015.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z14filter5_kernelPKiPfx(const int *, float *, long long);
extern __attribute__((visibility("hidden"))) void __device_stub__Z13grow12_kernelPfiPdS_(float *__restrict__, int, double *, float *__restrict__);
extern __attribute__((visibility("hidden"))) void __device_stub__Z5mix24PKfS0_(const float *, const float *__restrict__);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z14filter5_kernelPKiPfx(const int *__par0, float *__par1, long long __par2){__cudaLaunchPrologue(3);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaSetupArgSimple(__par2, 16UL);__cudaLaunch(((char *)((void ( *)(const int *, float *, long long))filter5_kernel)), 0U);}
# 23 "v001015.cu"
void filter5_kernel( const int *__cuda_0,float *__cuda_1,long long __cuda_2)
# 23 "v001015.cu"
{__device_stub__Z14filter5_kernelPKiPfx( __cuda_0,__cuda_1,__cuda_2);
# 36 "v001015.cu"
}
# 1 "v001015.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z13grow12_kernelPfiPdS_( float *__restrict__ __par0,  int __par1,  double *__par2,  float *__restrict__ __par3) {  float *__T0;
 float *__T1;
__cudaLaunchPrologue(4); __T0 = __par0; __cudaSetupArgSimple(__T0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 16UL); __T1 = __par3; __cudaSetupArgSimple(__T1, 24UL); __cudaLaunch(((char *)((void ( *)(float *__restrict__, int, double *, float *__restrict__))grow12_kernel)), 0U); }
# 47 "v001015.cu"
void grow12_kernel( float *__restrict__ __cuda_0,int __cuda_1,double *__cuda_2,float *__restrict__ __cuda_3)
# 47 "v001015.cu"
{__device_stub__Z13grow12_kernelPfiPdS_( __cuda_0,__cuda_1,__cuda_2,__cuda_3);
# 55 "v001015.cu"
}
# 1 "v001015.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z5mix24PKfS0_( const float *__par0,  const float *__restrict__ __par1) {  const float *__T2;
__cudaLaunchPrologue(2); __cudaSetupArgSimple(__par0, 0UL); __T2 = __par1; __cudaSetupArgSimple(__T2, 8UL); __cudaLaunch(((char *)((void ( *)(const float *, const float *__restrict__))mix24)), 0U); }
# 59 "v001015.cu"
void mix24( const float *__cuda_0,const float *__restrict__ __cuda_1)
# 59 "v001015.cu"
{__device_stub__Z5mix24PKfS0_( __cuda_0,__cuda_1);
# 67 "v001015.cu"
}
# 1 "v001015.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T7) {  __nv_dummy_param_ref(__T7); __nv_save_fatbinhandle_for_managed_rt(__T7); __cudaRegisterEntry(__T7, ((void ( *)(const float *, const float *__restrict__))mix24), _Z5mix24PKfS0_, (-1)); __cudaRegisterEntry(__T7, ((void ( *)(float *__restrict__, int, double *, float *__restrict__))grow12_kernel), grow12_kernel, 128); __cudaRegisterEntry(__T7, ((void ( *)(const int *, float *, long long))filter5_kernel), _Z14filter5_kernelPKiPfx, (-1)); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
