#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v002069.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z6apply8i(int);
static void __device_stub__Z7accum23f(float);
extern __attribute__((visibility("hidden"))) void __device_stub__Z13step35_kernelPKf(const float *);
static void __device_stub__Z13warp12_kernelIjEvPKT_S0_S0_(const unsigned *, unsigned, unsigned);
static void __device_stub__ZN43_GLOBAL__N__99939dca_10_v002069_cu_d95bf09d8filter31IjLi1EEEvPT_(unsigned *__restrict__);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z6apply8i(int __par0){__cudaLaunchPrologue(1);__cudaSetupArgSimple(__par0, 0UL);__cudaLaunch(((char *)((void ( *)(int))apply8)), 0U);}
# 15 "v002069.cu"
void apply8( int __cuda_0)
# 16 "v002069.cu"
{__device_stub__Z6apply8i( __cuda_0);



}
# 1 "v002069.cudafe1.stub.c"
static void __device_stub__Z7accum23f( float __par0) {  __cudaLaunchPrologue(1); __cudaSetupArgSimple(__par0, 0UL); __cudaLaunch(((char *)((void ( *)(float))accum23)), 0U); }
# 47 "v002069.cu"
static void accum23( float __cuda_0)
# 48 "v002069.cu"
{__device_stub__Z7accum23f( __cuda_0);
# 56 "v002069.cu"
}
# 1 "v002069.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z13step35_kernelPKf( const float *__par0) {  __cudaLaunchPrologue(1); __cudaSetupArgSimple(__par0, 0UL); __cudaLaunch(((char *)((void ( *)(const float *))step35_kernel)), 0U); }
# 72 "v002069.cu"
void step35_kernel( const float *__cuda_0)
# 73 "v002069.cu"
{__device_stub__Z13step35_kernelPKf( __cuda_0);




}
# 1 "v002069.cudafe1.stub.c"
static void __device_stub__Z13warp12_kernelIjEvPKT_S0_S0_( const unsigned *__par0,  unsigned __par1,  unsigned __par2) {  __cudaLaunchPrologue(3); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 12UL); __cudaLaunch(((char *)((void ( *)(const unsigned *, unsigned, unsigned))warp12_kernel<unsigned int> )), 0U); }
template<> __specialization_static void __wrapper__device_stub_warp12_kernel<unsigned>( const unsigned *&__cuda_0,unsigned &__cuda_1,unsigned &__cuda_2){__device_stub__Z13warp12_kernelIjEvPKT_S0_S0_( (const unsigned *&)__cuda_0,(unsigned &)__cuda_1,(unsigned &)__cuda_2);}
static void __device_stub__ZN43_GLOBAL__N__99939dca_10_v002069_cu_d95bf09d8filter31IjLi1EEEvPT_( unsigned *__restrict__ __par0) {  unsigned *__T5;
__cudaLaunchPrologue(1); __T5 = __par0; __cudaSetupArgSimple(__T5, 0UL); __cudaLaunch(((char *)((void ( *)(unsigned *__restrict__))_NV_ANON_NAMESPACE::filter31<unsigned int, (int)1> )), 0U); }namespace _NV_ANON_NAMESPACE{

template<> __specialization_static void __wrapper__device_stub_filter31<unsigned,1>( unsigned *__restrict__ &__cuda_0){__device_stub__ZN43_GLOBAL__N__99939dca_10_v002069_cu_d95bf09d8filter31IjLi1EEEvPT_( (unsigned *&)__cuda_0);}}
static void __nv_cudaEntityRegisterCallback( void **__T6) {  __nv_dummy_param_ref(__T6); __nv_save_fatbinhandle_for_managed_rt(__T6); __cudaRegisterEntry(__T6, ((void ( *)(unsigned *__restrict__))_NV_ANON_NAMESPACE::filter31<unsigned int, (int)1> ), _ZN43_GLOBAL__N__99939dca_10_v002069_cu_d95bf09d8filter31IjLi1EEEvPT_, (-1)); __cudaRegisterEntry(__T6, ((void ( *)(const unsigned *, unsigned, unsigned))warp12_kernel<unsigned int> ), _Z13warp12_kernelIjEvPKT_S0_S0_, (-1)); __cudaRegisterEntry(__T6, ((void ( *)(const float *))step35_kernel), _Z13step35_kernelPKf, (-1)); __cudaRegisterEntry(__T6, ((void ( *)(float))accum23), _Z7accum23f, (-1)); __cudaRegisterEntry(__T6, ((void ( *)(int))apply8), _Z6apply8i, (-1)); __cudaRegisterVariable(__T6, __shadow_var(c_clamp34,::c_clamp34), 0, 4UL, 1, 0); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
