#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v000855.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z7tally12ib(int, bool);
static void __device_stub__Z7reduce5IjLi5EEvT_(unsigned);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z7tally12ib(int __par0, bool __par1){__cudaLaunchPrologue(2);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 4UL);__cudaLaunch(((char *)((void ( *)(int, bool))tally12)), 0U);}
# 23 "v000855.cu"
void tally12( int __cuda_0,bool __cuda_1)
# 23 "v000855.cu"
{__device_stub__Z7tally12ib( __cuda_0,__cuda_1);




}
# 1 "v000855.cudafe1.stub.c"
static void __device_stub__Z7reduce5IjLi5EEvT_( unsigned __par0) {  __cudaLaunchPrologue(1); __cudaSetupArgSimple(__par0, 0UL); __cudaLaunch(((char *)((void ( *)(unsigned))reduce5<unsigned int, (int)5> )), 0U); }
template<> __specialization_static void __wrapper__device_stub_reduce5<unsigned,5>( unsigned &__cuda_0){__device_stub__Z7reduce5IjLi5EEvT_( (unsigned &)__cuda_0);}
static void __nv_cudaEntityRegisterCallback( void **__T0) {  __nv_dummy_param_ref(__T0); __nv_save_fatbinhandle_for_managed_rt(__T0); __cudaRegisterEntry(__T0, ((void ( *)(unsigned))reduce5<unsigned int, (int)5> ), _Z7reduce5IjLi5EEvT_, (-1)); __cudaRegisterEntry(__T0, ((void ( *)(int, bool))tally12), _Z7tally12ib, (-1)); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
