#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v000584.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z7accum14PfiPKf(float *__restrict__, int, const float *);
static void __device_stub__Z12fold5_kernelIfLi8EEvT_Px(float, long long *__restrict__);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z7accum14PfiPKf(float *__restrict__ __par0, int __par1, const float *__par2){ float *__T0;
__cudaLaunchPrologue(3);__T0 = __par0;__cudaSetupArgSimple(__T0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaSetupArgSimple(__par2, 16UL);__cudaLaunch(((char *)((void ( *)(float *__restrict__, int, const float *))accum14)), 0U);}
# 31 "v000584.cu"
void accum14( float *__restrict__ __cuda_0,int __cuda_1,const float *__cuda_2)
# 31 "v000584.cu"
{__device_stub__Z7accum14PfiPKf( __cuda_0,__cuda_1,__cuda_2);
# 41 "v000584.cu"
}
# 1 "v000584.cudafe1.stub.c"
static void __device_stub__Z12fold5_kernelIfLi8EEvT_Px( float __par0,  long long *__restrict__ __par1) {  long long *__T1;
__cudaLaunchPrologue(2); __cudaSetupArgSimple(__par0, 0UL); __T1 = __par1; __cudaSetupArgSimple(__T1, 8UL); __cudaLaunch(((char *)((void ( *)(float, long long *__restrict__))fold5_kernel<float, (int)8> )), 0U); }
template<> __specialization_static void __wrapper__device_stub_fold5_kernel<float,8>( float &__cuda_0,long long *__restrict__ &__cuda_1){__device_stub__Z12fold5_kernelIfLi8EEvT_Px( (float &)__cuda_0,(long long *&)__cuda_1);}
static void __nv_cudaEntityRegisterCallback( void **__T5) {  __nv_dummy_param_ref(__T5); __nv_save_fatbinhandle_for_managed_rt(__T5); __cudaRegisterEntry(__T5, ((void ( *)(float, long long *__restrict__))fold5_kernel<float, (int)8> ), _Z12fold5_kernelIfLi8EEvT_Px, 1024); __cudaRegisterEntry(__T5, ((void ( *)(float *__restrict__, int, const float *))accum14), _Z7accum14PfiPKf, 64UL); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
