#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v002189.fatbin.c"
static void __device_stub__Z13weigh1_kernelIdEvPKT_S0_(const double *, double);
static void __device_stub__Z13weigh1_kernelIjEvPKT_S0_(const unsigned *, unsigned);
extern __attribute__((visibility("hidden"))) void __device_stub__Z13lerp35_kernelPKjPKm8Sample22f(const unsigned *, const size_t *, const struct Sample22&, float);
static void __device_stub__Z8filter26IfLi6EEvPKT_(const float *);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
static void __device_stub__Z13weigh1_kernelIdEvPKT_S0_(const double *__par0, double __par1){__cudaLaunchPrologue(2);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaLaunch(((char *)((void ( *)(const double *, double))weigh1_kernel<double> )), 0U);}
template<> __specialization_static void __wrapper__device_stub_weigh1_kernel<double>( const double *&__cuda_0,double &__cuda_1){__device_stub__Z13weigh1_kernelIdEvPKT_S0_( (const double *&)__cuda_0,(double &)__cuda_1);}
static void __device_stub__Z13weigh1_kernelIjEvPKT_S0_(const unsigned *__par0, unsigned __par1){__cudaLaunchPrologue(2);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaLaunch(((char *)((void ( *)(const unsigned *, unsigned))weigh1_kernel<unsigned int> )), 0U);}
template<> __specialization_static void __wrapper__device_stub_weigh1_kernel<unsigned>( const unsigned *&__cuda_0,unsigned &__cuda_1){__device_stub__Z13weigh1_kernelIjEvPKT_S0_( (const unsigned *&)__cuda_0,(unsigned &)__cuda_1);}
__attribute__((visibility("hidden"))) void __device_stub__Z13lerp35_kernelPKjPKm8Sample22f(const unsigned *__par0, const size_t *__par1, const struct Sample22&__par2, float __par3){__cudaLaunchPrologue(4);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaSetupArg(__par2, 16UL);__cudaSetupArgSimple(__par3, 24UL);__cudaLaunch(((char *)((void ( *)(const unsigned *, const size_t *, const struct Sample22, float))lerp35_kernel)), 0U);}
# 69 "v002189.cu"
void lerp35_kernel( const unsigned *__cuda_0,const ::size_t *__cuda_1,const struct ::Sample22 __cuda_2,float __cuda_3)
# 69 "v002189.cu"
{__device_stub__Z13lerp35_kernelPKjPKm8Sample22f( __cuda_0,__cuda_1,__cuda_2,__cuda_3);


}
# 1 "v002189.cudafe1.stub.c"
static void __device_stub__Z8filter26IfLi6EEvPKT_( const float *__par0) {  __cudaLaunchPrologue(1); __cudaSetupArgSimple(__par0, 0UL); __cudaLaunch(((char *)((void ( *)(const float *))filter26<float, (int)6> )), 0U); }
template<> __specialization_static void __wrapper__device_stub_filter26<float,6>( const float *&__cuda_0){__device_stub__Z8filter26IfLi6EEvPKT_( (const float *&)__cuda_0);}
static void __nv_cudaEntityRegisterCallback( void **__T0) {  __nv_dummy_param_ref(__T0); __nv_save_fatbinhandle_for_managed_rt(__T0); __cudaRegisterEntry(__T0, ((void ( *)(const float *))filter26<float, (int)6> ), _Z8filter26IfLi6EEvPKT_, (-1)); __cudaRegisterEntry(__T0, ((void ( *)(const unsigned *, const size_t *, const struct Sample22, float))lerp35_kernel), _Z13lerp35_kernelPKjPKm8Sample22f, (-1)); __cudaRegisterEntry(__T0, ((void ( *)(const unsigned *, unsigned))weigh1_kernel<unsigned int> ), _Z13weigh1_kernelIjEvPKT_S0_, 1024); __cudaRegisterEntry(__T0, ((void ( *)(const double *, double))weigh1_kernel<double> ), _Z13weigh1_kernelIdEvPKT_S0_, 1024); __cudaRegisterVariable(__T0, __shadow_var(d_scatter30,::d_scatter30), 0, 4UL, 0, 0); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
