#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v000751.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z6apply5iPi(int, int *);
extern __attribute__((visibility("hidden"))) void __device_stub__Z6rank18d(double);
static void __device_stub__Z7split23IlEvT_(long);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z6apply5iPi(int __par0, int *__par1){__cudaLaunchPrologue(2);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaLaunch(((char *)((void ( *)(int, int *))apply5)), 0U);}
# 16 "v000751.cu"
void apply5( int __cuda_0,int *__cuda_1)
# 16 "v000751.cu"
{__device_stub__Z6apply5iPi( __cuda_0,__cuda_1);
# 29 "v000751.cu"
}
# 1 "v000751.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z6rank18d( double __par0) {  __cudaLaunchPrologue(1); __cudaSetupArgSimple(__par0, 0UL); __cudaLaunch(((char *)((void ( *)(double))rank18)), 0U); }
# 49 "v000751.cu"
void rank18( double __cuda_0)
# 49 "v000751.cu"
{__device_stub__Z6rank18d( __cuda_0);
# 57 "v000751.cu"
}
# 1 "v000751.cudafe1.stub.c"
static void __device_stub__Z7split23IlEvT_( long __par0) {  __cudaLaunchPrologue(1); __cudaSetupArgSimple(__par0, 0UL); __cudaLaunch(((char *)((void ( *)(long))split23<long> )), 0U); }
template<> __specialization_static void __wrapper__device_stub_split23<long>( long &__cuda_0){__device_stub__Z7split23IlEvT_( (long &)__cuda_0);}
static void __nv_cudaEntityRegisterCallback( void **__T0) {  __nv_dummy_param_ref(__T0); __nv_save_fatbinhandle_for_managed_rt(__T0); __cudaRegisterEntry(__T0, ((void ( *)(long))split23<long> ), _Z7split23IlEvT_, (-1)); __cudaRegisterEntry(__T0, ((void ( *)(double))rank18), _Z6rank18d, (-1)); __cudaRegisterEntry(__T0, ((void ( *)(int, int *))apply5), _Z6apply5iPi, (-1)); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
