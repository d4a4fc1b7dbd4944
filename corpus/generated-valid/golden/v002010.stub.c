#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v002010.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z8update12iPl(int, long *__restrict__);
extern __attribute__((visibility("hidden"))) void __device_stub__Z6step16i(int);
static void __device_stub__Z9scatter26IdiEvT_(double);
static void __device_stub__Z9scatter26IfiEvT_(float);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z8update12iPl(int __par0, long *__restrict__ __par1){ long *__T0;
__cudaLaunchPrologue(2);__cudaSetupArgSimple(__par0, 0UL);__T0 = __par1;__cudaSetupArgSimple(__T0, 8UL);__cudaLaunch(((char *)((void ( *)(int, long *__restrict__))update12)), 0U);}
# 27 "v002010.cu"
void update12( int __cuda_0,long *__restrict__ __cuda_1)
# 28 "v002010.cu"
{__device_stub__Z8update12iPl( __cuda_0,__cuda_1);
# 36 "v002010.cu"
}
# 1 "v002010.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z6step16i( int __par0) {  __cudaLaunchPrologue(1); __cudaSetupArgSimple(__par0, 0UL); __cudaLaunch(((char *)((void ( *)(int))step16)), 0U); }
# 50 "v002010.cu"
void step16( int __cuda_0)
# 51 "v002010.cu"
{__device_stub__Z6step16i( __cuda_0);
# 58 "v002010.cu"
}
# 1 "v002010.cudafe1.stub.c"
static void __device_stub__Z9scatter26IdiEvT_( double __par0) {  __cudaLaunchPrologue(1); __cudaSetupArgSimple(__par0, 0UL); __cudaLaunch(((char *)((void ( *)(double))scatter26<double, int> )), 0U); }
template<> __specialization_static void __wrapper__device_stub_scatter26<double,int>( double &__cuda_0){__device_stub__Z9scatter26IdiEvT_( (double &)__cuda_0);}
static void __device_stub__Z9scatter26IfiEvT_( float __par0) {  __cudaLaunchPrologue(1); __cudaSetupArgSimple(__par0, 0UL); __cudaLaunch(((char *)((void ( *)(float))scatter26<float, int> )), 0U); }
template<> __specialization_static void __wrapper__device_stub_scatter26<float,int>( float &__cuda_0){__device_stub__Z9scatter26IfiEvT_( (float &)__cuda_0);}
static void __nv_cudaEntityRegisterCallback( void **__T4) {  __nv_dummy_param_ref(__T4); __nv_save_fatbinhandle_for_managed_rt(__T4); __cudaRegisterEntry(__T4, ((void ( *)(float))scatter26<float, int> ), _Z9scatter26IfiEvT_, (-1)); __cudaRegisterEntry(__T4, ((void ( *)(double))scatter26<double, int> ), _Z9scatter26IdiEvT_, (-1)); __cudaRegisterEntry(__T4, ((void ( *)(int))step16), step16, (-1)); __cudaRegisterEntry(__T4, ((void ( *)(int, long *__restrict__))update12), _Z8update12iPl, (-1)); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
