#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v000151.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z11mix5_kernelPKdPf(const double *, float *);
extern __attribute__((visibility("hidden"))) void __device_stub__ZN6util246pack25E6Span18S0_i(struct Span18&, struct Span18&, int);
static void __device_stub__ZN5ops3013tile31_kernelIlLi3EEEvT_(long);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z11mix5_kernelPKdPf(const double *__par0, float *__par1){__cudaLaunchPrologue(2);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaLaunch(((char *)((void ( *)(const double *, float *))mix5_kernel)), 0U);}
# 11 "v000151.cu"
void mix5_kernel( const double *__cuda_0,float *__cuda_1)
# 12 "v000151.cu"
{__device_stub__Z11mix5_kernelPKdPf( __cuda_0,__cuda_1);
# 24 "v000151.cu"
}
# 1 "v000151.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__ZN6util246pack25E6Span18S0_i( struct Span18&__par0,  struct Span18&__par1,  int __par2) {  __cudaLaunchPrologue(3); __cudaSetupArg(__par0, 0UL); __cudaSetupArg(__par1, 16UL); __cudaSetupArgSimple(__par2, 32UL); __cudaLaunch(((char *)((void ( *)(struct Span18, struct Span18, int))util24::pack25)), 0U); }
# 53 "v000151.cu"
void util24::pack25( struct ::Span18 __cuda_0,struct ::Span18 __cuda_1,int __cuda_2)
# 54 "v000151.cu"
{__device_stub__ZN6util246pack25E6Span18S0_i( __cuda_0,__cuda_1,__cuda_2);
# 60 "v000151.cu"
}
# 1 "v000151.cudafe1.stub.c"
static void __device_stub__ZN5ops3013tile31_kernelIlLi3EEEvT_( long __par0) {  __cudaLaunchPrologue(1); __cudaSetupArgSimple(__par0, 0UL); __cudaLaunch(((char *)((void ( *)(long))ops30::tile31_kernel<long, (int)3> )), 0U); }namespace ops30{

template<> __specialization_static void __wrapper__device_stub_tile31_kernel<long,3>( long &__cuda_0){__device_stub__ZN5ops3013tile31_kernelIlLi3EEEvT_( (long &)__cuda_0);}}
static void __nv_cudaEntityRegisterCallback( void **__T7) {  __nv_dummy_param_ref(__T7); __nv_save_fatbinhandle_for_managed_rt(__T7); __cudaRegisterEntry(__T7, ((void ( *)(long))ops30::tile31_kernel<long, (int)3> ), _ZN5ops3013tile31_kernelIlLi3EEEvT_, (-1)); __cudaRegisterEntry(__T7, ((void ( *)(struct Span18, struct Span18, int))util24::pack25), _ZN6util246pack25E6Span18S0_i, (-1)); __cudaRegisterEntry(__T7, ((void ( *)(const double *, float *))mix5_kernel), _Z11mix5_kernelPKdPf, (-1)); __cudaRegisterManagedVariable(__T7, __shadow_var(m_sift13,::m_sift13), 0, 64UL, 0, 0); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
