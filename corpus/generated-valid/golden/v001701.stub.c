#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v001701.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z14filter7_kernelf(float);
extern __attribute__((visibility("hidden"))) void __device_stub__Z14pivot30_kernelsPKfPii(short, const float *, int *, int);
static void __device_stub__Z14blend16_kernelIifEvT0_lPf(float, long, float *__restrict__);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z14filter7_kernelf(float __par0){__cudaLaunchPrologue(1);__cudaSetupArgSimple(__par0, 0UL);__cudaLaunch(((char *)((void ( *)(float))filter7_kernel)), 0U);}
# 18 "v001701.cu"
void filter7_kernel( float __cuda_0)
# 18 "v001701.cu"
{__device_stub__Z14filter7_kernelf( __cuda_0);
# 26 "v001701.cu"
}
# 1 "v001701.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z14pivot30_kernelsPKfPii( short __par0,  const float *__par1,  int *__par2,  int __par3) {  __cudaLaunchPrologue(4); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 16UL); __cudaSetupArgSimple(__par3, 24UL); __cudaLaunch(((char *)((void ( *)(short, const float *, int *, int))pivot30_kernel)), 0U); }
# 57 "v001701.cu"
void pivot30_kernel( short __cuda_0,const float *__cuda_1,int *__cuda_2,int __cuda_3)
# 57 "v001701.cu"
{__device_stub__Z14pivot30_kernelsPKfPii( __cuda_0,__cuda_1,__cuda_2,__cuda_3);
# 71 "v001701.cu"
}
# 1 "v001701.cudafe1.stub.c"
static void __device_stub__Z14blend16_kernelIifEvT0_lPf( float __par0,  long __par1,  float *__restrict__ __par2) {  float *__T0;
__cudaLaunchPrologue(3); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __T0 = __par2; __cudaSetupArgSimple(__T0, 16UL); __cudaLaunch(((char *)((void ( *)(float, long, float *__restrict__))blend16_kernel<int, float> )), 0U); }
template<> __specialization_static void __wrapper__device_stub_blend16_kernel<int,float>( float &__cuda_0,long &__cuda_1,float *__restrict__ &__cuda_2){__device_stub__Z14blend16_kernelIifEvT0_lPf( (float &)__cuda_0,(long &)__cuda_1,(float *&)__cuda_2);}
static void __nv_cudaEntityRegisterCallback( void **__T5) {  __nv_dummy_param_ref(__T5); __nv_save_fatbinhandle_for_managed_rt(__T5); __cudaRegisterEntry(__T5, ((void ( *)(float, long, float *__restrict__))blend16_kernel<int, float> ), _Z14blend16_kernelIifEvT0_lPf, (-1)); __cudaRegisterEntry(__T5, ((void ( *)(short, const float *, int *, int))pivot30_kernel), _Z14pivot30_kernelsPKfPii, 1024); __cudaRegisterEntry(__T5, ((void ( *)(float))filter7_kernel), _Z14filter7_kernelf, 128); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
