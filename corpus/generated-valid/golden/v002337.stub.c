#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v002337.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z8stencil2PfS_PKd(float *, float *, const double *);
extern __attribute__((visibility("hidden"))) void __device_stub__Z7tally14fjj(float, unsigned, unsigned);
static void __device_stub__Z12tile7_kernelIdEvPT_PKfPmS0_(double *__restrict__, const float *__restrict__, unsigned long *, double);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z8stencil2PfS_PKd(float *__par0, float *__par1, const double *__par2){__cudaLaunchPrologue(3);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaSetupArgSimple(__par2, 16UL);__cudaLaunch(((char *)((void ( *)(float *, float *, const double *))stencil2)), 0U);}
# 7 "v002337.cu"
void stencil2( float *__cuda_0,float *__cuda_1,const double *__cuda_2)
# 7 "v002337.cu"
{__device_stub__Z8stencil2PfS_PKd( __cuda_0,__cuda_1,__cuda_2);




}
# 1 "v002337.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z7tally14fjj( float __par0,  unsigned __par1,  unsigned __par2) {  __cudaLaunchPrologue(3); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 4UL); __cudaSetupArgSimple(__par2, 8UL); __cudaLaunch(((char *)((void ( *)(float, unsigned, unsigned))tally14)), 0U); }
# 27 "v002337.cu"
void tally14( float __cuda_0,unsigned __cuda_1,unsigned __cuda_2)
# 27 "v002337.cu"
{__device_stub__Z7tally14fjj( __cuda_0,__cuda_1,__cuda_2);
# 39 "v002337.cu"
}
# 1 "v002337.cudafe1.stub.c"
static void __device_stub__Z12tile7_kernelIdEvPT_PKfPmS0_( double *__restrict__ __par0,  const float *__restrict__ __par1,  unsigned long *__par2,  double __par3) {  double *__T0;
 const float *__T1;
__cudaLaunchPrologue(4); __T0 = __par0; __cudaSetupArgSimple(__T0, 0UL); __T1 = __par1; __cudaSetupArgSimple(__T1, 8UL); __cudaSetupArgSimple(__par2, 16UL); __cudaSetupArgSimple(__par3, 24UL); __cudaLaunch(((char *)((void ( *)(double *__restrict__, const float *__restrict__, unsigned long *, double))tile7_kernel<double> )), 0U); }
template<> __specialization_static void __wrapper__device_stub_tile7_kernel<double>( double *__restrict__ &__cuda_0,const float *__restrict__ &__cuda_1,unsigned long *&__cuda_2,double &__cuda_3){__device_stub__Z12tile7_kernelIdEvPT_PKfPmS0_( (double *&)__cuda_0,(const float *&)__cuda_1,(unsigned long *&)__cuda_2,(double &)__cuda_3);}
static void __nv_cudaEntityRegisterCallback( void **__T5) {  __nv_dummy_param_ref(__T5); __nv_save_fatbinhandle_for_managed_rt(__T5); __cudaRegisterEntry(__T5, ((void ( *)(double *__restrict__, const float *__restrict__, unsigned long *, double))tile7_kernel<double> ), _Z12tile7_kernelIdEvPT_PKfPmS0_, (-1)); __cudaRegisterEntry(__T5, ((void ( *)(float, unsigned, unsigned))tally14), _Z7tally14fjj, (-1)); __cudaRegisterEntry(__T5, ((void ( *)(float *, float *, const double *))stencil2), _Z8stencil2PfS_PKd, (-1)); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
