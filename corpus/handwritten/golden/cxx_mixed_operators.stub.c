#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "cxx_mixed_operators.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z4kernPi3Agg(int *, struct Agg&);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z4kernPi3Agg(int *__par0, struct Agg&__par1){__cudaLaunchPrologue(2);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArg(__par1, 8UL);__cudaLaunch(((char *)((void ( *)(int *, struct Agg))kern)), 0U);}
# 33 "cxx_mixed_operators.cu"
void kern( int *__cuda_0,struct ::Agg __cuda_1)
# 33 "cxx_mixed_operators.cu"
{__device_stub__Z4kernPi3Agg( __cuda_0,__cuda_1); }
# 1 "cxx_mixed_operators.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T0) {  __nv_dummy_param_ref(__T0); __nv_save_fatbinhandle_for_managed_rt(__T0); __cudaRegisterEntry(__T0, ((void ( *)(int *, struct Agg))kern), _Z4kernPi3Agg, (-1)); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
