#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v000573.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z14spread5_kernelPfi(float *__restrict__, int);
static void __device_stub__Z13tile14_kernelIdLi8EEvPT_j(double *__restrict__, unsigned);
static void __device_stub__Z7trace22IfLi5EEvT_PKS0_(float, const float *__restrict__);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z14spread5_kernelPfi(float *__restrict__ __par0, int __par1){ float *__T0;
__cudaLaunchPrologue(2);__T0 = __par0;__cudaSetupArgSimple(__T0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaLaunch(((char *)((void ( *)(float *__restrict__, int))spread5_kernel)), 0U);}
# 8 "v000573.cu"
void spread5_kernel( float *__restrict__ __cuda_0,int __cuda_1)
# 8 "v000573.cu"
{__device_stub__Z14spread5_kernelPfi( __cuda_0,__cuda_1);
# 16 "v000573.cu"
}
# 1 "v000573.cudafe1.stub.c"
static void __device_stub__Z13tile14_kernelIdLi8EEvPT_j( double *__restrict__ __par0,  unsigned __par1) {  double *__T2;
__cudaLaunchPrologue(2); __T2 = __par0; __cudaSetupArgSimple(__T2, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaLaunch(((char *)((void ( *)(double *__restrict__, unsigned))tile14_kernel<double, (int)8> )), 0U); }
template<> __specialization_static void __wrapper__device_stub_tile14_kernel<double,8>( double *__restrict__ &__cuda_0,unsigned &__cuda_1){__device_stub__Z13tile14_kernelIdLi8EEvPT_j( (double *&)__cuda_0,(unsigned &)__cuda_1);}
static void __device_stub__Z7trace22IfLi5EEvT_PKS0_( float __par0,  const float *__restrict__ __par1) {  const float *__T3;
__cudaLaunchPrologue(2); __cudaSetupArgSimple(__par0, 0UL); __T3 = __par1; __cudaSetupArgSimple(__T3, 8UL); __cudaLaunch(((char *)((void ( *)(float, const float *__restrict__))trace22<float, (int)5> )), 0U); }
template<> __specialization_static void __wrapper__device_stub_trace22<float,5>( float &__cuda_0,const float *__restrict__ &__cuda_1){__device_stub__Z7trace22IfLi5EEvT_PKS0_( (float &)__cuda_0,(const float *&)__cuda_1);}
static void __nv_cudaEntityRegisterCallback( void **__T8) {  __nv_dummy_param_ref(__T8); __nv_save_fatbinhandle_for_managed_rt(__T8); __cudaRegisterEntry(__T8, ((void ( *)(float, const float *__restrict__))trace22<float, (int)5> ), _Z7trace22IfLi5EEvT_PKS0_, (-1)); __cudaRegisterEntry(__T8, ((void ( *)(double *__restrict__, unsigned))tile14_kernel<double, (int)8> ), _Z13tile14_kernelIdLi8EEvPT_j, (-1)); __cudaRegisterEntry(__T8, ((void ( *)(float *__restrict__, int))spread5_kernel), _Z14spread5_kernelPfi, (-1)); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
