#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v000840.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z5bias9PKfPmPf(const float *, unsigned long *, float *);
static void __device_stub__Z13grow18_kernelIdfEvT_PjPi(double, unsigned *, int *);
static void __device_stub__Z13grow31_kernelIfEvPT_PfS1_(float *, float *, float *);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z5bias9PKfPmPf(const float *__par0, unsigned long *__par1, float *__par2){__cudaLaunchPrologue(3);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaSetupArgSimple(__par2, 16UL);__cudaLaunch(((char *)((void ( *)(const float *, unsigned long *, float *))bias9)), 0U);}
# 18 "v000840.cu"
void bias9( const float *__cuda_0,unsigned long *__cuda_1,float *__cuda_2)
# 18 "v000840.cu"
{__device_stub__Z5bias9PKfPmPf( __cuda_0,__cuda_1,__cuda_2);
# 30 "v000840.cu"
}
# 1 "v000840.cudafe1.stub.c"
static void __device_stub__Z13grow18_kernelIdfEvT_PjPi( double __par0,  unsigned *__par1,  int *__par2) {  __cudaLaunchPrologue(3); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 16UL); __cudaLaunch(((char *)((void ( *)(double, unsigned *, int *))grow18_kernel<double, float> )), 0U); }
template<> __specialization_static void __wrapper__device_stub_grow18_kernel<double,float>( double &__cuda_0,unsigned *&__cuda_1,int *&__cuda_2){__device_stub__Z13grow18_kernelIdfEvT_PjPi( (double &)__cuda_0,(unsigned *&)__cuda_1,(int *&)__cuda_2);}
static void __device_stub__Z13grow31_kernelIfEvPT_PfS1_( float *__par0,  float *__par1,  float *__par2) {  __cudaLaunchPrologue(3); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 16UL); __cudaLaunch(((char *)((void ( *)(float *, float *, float *))grow31_kernel<float> )), 0U); }
template<> __specialization_static void __wrapper__device_stub_grow31_kernel<float>( float *&__cuda_0,float *&__cuda_1,float *&__cuda_2){__device_stub__Z13grow31_kernelIfEvPT_PfS1_( (float *&)__cuda_0,(float *&)__cuda_1,(float *&)__cuda_2);}
static void __nv_cudaEntityRegisterCallback( void **__T3) {  __nv_dummy_param_ref(__T3); __nv_save_fatbinhandle_for_managed_rt(__T3); __cudaRegisterEntry(__T3, ((void ( *)(float *, float *, float *))grow31_kernel<float> ), _Z13grow31_kernelIfEvPT_PfS1_, (-1)); __cudaRegisterEntry(__T3, ((void ( *)(double, unsigned *, int *))grow18_kernel<double, float> ), _Z13grow18_kernelIdfEvT_PjPi, (-1)); __cudaRegisterEntry(__T3, ((void ( *)(const float *, unsigned long *, float *))bias9), _Z5bias9PKfPmPf, (-1)); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
