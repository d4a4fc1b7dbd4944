#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "member_typedef_kernel.fatbin.c"
typedef int _ZN1WIiE4typeE;
typedef float _ZN1WIPfE4elemE;
extern __attribute__((visibility("hidden"))) void __device_stub__Z1kif(_ZN1WIiE4typeE, _ZN1WIPfE4elemE);
static void __device_stub__Z2ktIiEvN1WIT_E4typeE(_ZN1WIiE4typeE);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z1kif(_ZN1WIiE4typeE __par0, _ZN1WIPfE4elemE __par1){__cudaLaunchPrologue(2);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 4UL);__cudaLaunch(((char *)((void ( *)(_ZN1WIiE4typeE, _ZN1WIPfE4elemE))k)), 0U);}
# 4 "member_typedef_kernel.cu"
void k( _ZN1WIiE4typeE __cuda_0,_ZN1WIPfE4elemE __cuda_1)
# 4 "member_typedef_kernel.cu"
{__device_stub__Z1kif( __cuda_0,__cuda_1); }
# 1 "member_typedef_kernel.cudafe1.stub.c"
static void __device_stub__Z2ktIiEvN1WIT_E4typeE( _ZN1WIiE4typeE __par0) {  __cudaLaunchPrologue(1); __cudaSetupArgSimple(__par0, 0UL); __cudaLaunch(((char *)((void ( *)(_ZN1WIiE4typeE))kt<int> )), 0U); }
template<> __specialization_static void __wrapper__device_stub_kt<int>( _ZN1WIiE4typeE &__cuda_0){__device_stub__Z2ktIiEvN1WIT_E4typeE( (_ZN1WIiE4typeE &)__cuda_0);}
static void __nv_cudaEntityRegisterCallback( void **__T0) {  __nv_dummy_param_ref(__T0); __nv_save_fatbinhandle_for_managed_rt(__T0); __cudaRegisterEntry(__T0, ((void ( *)(_ZN1WIiE4typeE))kt<int> ), _Z2ktIiEvN1WIT_E4typeE, (-1)); __cudaRegisterEntry(__T0, ((void ( *)(_ZN1WIiE4typeE, _ZN1WIPfE4elemE))k), _Z1kif, (-1)); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
