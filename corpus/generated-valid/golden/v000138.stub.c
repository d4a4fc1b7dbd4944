#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v000138.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z9stencil11Pf(float *);
static void __device_stub__Z6kick28IjEvT_PKiPS0_Pi(unsigned, const int *, unsigned *, int *);
static void __device_stub__Z14shade15_kernelIjLi5EEvPKT_i(const unsigned *, int);
static void __device_stub__Z7scale22IdLi6EEvPKT_(const double *);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z9stencil11Pf(float *__par0){__cudaLaunchPrologue(1);__cudaSetupArgSimple(__par0, 0UL);__cudaLaunch(((char *)((void ( *)(float *))stencil11)), 0U);}
# 23 "v000138.cu"
void stencil11( float *__cuda_0)
# 24 "v000138.cu"
{__device_stub__Z9stencil11Pf( __cuda_0);
# 36 "v000138.cu"
}
# 1 "v000138.cudafe1.stub.c"
static void __device_stub__Z6kick28IjEvT_PKiPS0_Pi( unsigned __par0,  const int *__par1,  unsigned *__par2,  int *__par3) {  __cudaLaunchPrologue(4); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 16UL); __cudaSetupArgSimple(__par3, 24UL); __cudaLaunch(((char *)((void ( *)(unsigned, const int *, unsigned *, int *))kick28<unsigned int> )), 0U); }
template<> __specialization_static void __wrapper__device_stub_kick28<unsigned>( unsigned &__cuda_0,const int *&__cuda_1,unsigned *&__cuda_2,int *&__cuda_3){__device_stub__Z6kick28IjEvT_PKiPS0_Pi( (unsigned &)__cuda_0,(const int *&)__cuda_1,(unsigned *&)__cuda_2,(int *&)__cuda_3);}
static void __device_stub__Z14shade15_kernelIjLi5EEvPKT_i( const unsigned *__par0,  int __par1) {  __cudaLaunchPrologue(2); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaLaunch(((char *)((void ( *)(const unsigned *, int))shade15_kernel<unsigned int, (int)5> )), 0U); }
template<> __specialization_static void __wrapper__device_stub_shade15_kernel<unsigned,5>( const unsigned *&__cuda_0,int &__cuda_1){__device_stub__Z14shade15_kernelIjLi5EEvPKT_i( (const unsigned *&)__cuda_0,(int &)__cuda_1);}
static void __device_stub__Z7scale22IdLi6EEvPKT_( const double *__par0) {  __cudaLaunchPrologue(1); __cudaSetupArgSimple(__par0, 0UL); __cudaLaunch(((char *)((void ( *)(const double *))scale22<double, (int)6> )), 0U); }
template<> __specialization_static void __wrapper__device_stub_scale22<double,6>( const double *&__cuda_0){__device_stub__Z7scale22IdLi6EEvPKT_( (const double *&)__cuda_0);}
static void __nv_cudaEntityRegisterCallback( void **__T3) {  __nv_dummy_param_ref(__T3); __nv_save_fatbinhandle_for_managed_rt(__T3); __cudaRegisterEntry(__T3, ((void ( *)(const double *))scale22<double, (int)6> ), _Z7scale22IdLi6EEvPKT_, (-1)); __cudaRegisterEntry(__T3, ((void ( *)(const unsigned *, int))shade15_kernel<unsigned int, (int)5> ), _Z14shade15_kernelIjLi5EEvPKT_i, (-1)); __cudaRegisterEntry(__T3, ((void ( *)(unsigned, const int *, unsigned *, int *))kick28<unsigned int> ), _Z6kick28IjEvT_PKiPS0_Pi, 128); __cudaRegisterEntry(__T3, ((void ( *)(float *))stencil11), _Z9stencil11Pf, (-1)); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
