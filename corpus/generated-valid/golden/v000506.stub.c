#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v000506.fatbin.c"
static void __device_stub__Z5step6PKiPKd(const int *, const double *);
static void __device_stub__ZN6impl1213step13_kernelIdLi5EEEvPT_(double *);
static void __device_stub__ZN6impl1213step13_kernelIfLi5EEEvPT_(float *);
static void __device_stub__ZN6impl1213step13_kernelIjLi2EEEvPT_(unsigned *);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
static void __device_stub__Z5step6PKiPKd(const int *__par0, const double *__par1){__cudaLaunchPrologue(2);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaLaunch(((char *)((void ( *)(const int *, const double *))step6)), 0U);}
# 24 "v000506.cu"
static void step6( const int *__cuda_0,const double *__cuda_1)
# 24 "v000506.cu"
{__device_stub__Z5step6PKiPKd( __cuda_0,__cuda_1);
# 36 "v000506.cu"
}
# 1 "v000506.cudafe1.stub.c"
static void __device_stub__ZN6impl1213step13_kernelIdLi5EEEvPT_( double *__par0) {  __cudaLaunchPrologue(1); __cudaSetupArgSimple(__par0, 0UL); __cudaLaunch(((char *)((void ( *)(double *))impl12::step13_kernel<double, (int)5> )), 0U); }namespace impl12{

template<> __specialization_static void __wrapper__device_stub_step13_kernel<double,5>( double *&__cuda_0){__device_stub__ZN6impl1213step13_kernelIdLi5EEEvPT_( (double *&)__cuda_0);}}
static void __device_stub__ZN6impl1213step13_kernelIfLi5EEEvPT_( float *__par0) {  __cudaLaunchPrologue(1); __cudaSetupArgSimple(__par0, 0UL); __cudaLaunch(((char *)((void ( *)(float *))impl12::step13_kernel<float, (int)5> )), 0U); }namespace impl12{

template<> __specialization_static void __wrapper__device_stub_step13_kernel<float,5>( float *&__cuda_0){__device_stub__ZN6impl1213step13_kernelIfLi5EEEvPT_( (float *&)__cuda_0);}}
static void __device_stub__ZN6impl1213step13_kernelIjLi2EEEvPT_( unsigned *__par0) {  __cudaLaunchPrologue(1); __cudaSetupArgSimple(__par0, 0UL); __cudaLaunch(((char *)((void ( *)(unsigned *))impl12::step13_kernel<unsigned int, (int)2> )), 0U); }namespace impl12{

template<> __specialization_static void __wrapper__device_stub_step13_kernel<unsigned,2>( unsigned *&__cuda_0){__device_stub__ZN6impl1213step13_kernelIjLi2EEEvPT_( (unsigned *&)__cuda_0);}}
static void __nv_cudaEntityRegisterCallback( void **__T3) {  __nv_dummy_param_ref(__T3); __nv_save_fatbinhandle_for_managed_rt(__T3); __cudaRegisterEntry(__T3, ((void ( *)(unsigned *))impl12::step13_kernel<unsigned int, (int)2> ), _ZN6impl1213step13_kernelIjLi2EEEvPT_, (-1)); __cudaRegisterEntry(__T3, ((void ( *)(float *))impl12::step13_kernel<float, (int)5> ), _ZN6impl1213step13_kernelIfLi5EEEvPT_, (-1)); __cudaRegisterEntry(__T3, ((void ( *)(double *))impl12::step13_kernel<double, (int)5> ), _ZN6impl1213step13_kernelIdLi5EEEvPT_, (-1)); __cudaRegisterEntry(__T3, ((void ( *)(const int *, const double *))step6), _Z5step6PKiPKd, (-1)); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
