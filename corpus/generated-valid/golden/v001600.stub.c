#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v001600.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z8scatter4Pif(int *, float);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z8scatter4Pif(int *__par0, float __par1){__cudaLaunchPrologue(2);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaLaunch(((char *)((void ( *)(int *, float))scatter4)), 0U);}
# 13 "v001600.cu"
void scatter4( int *__cuda_0,float __cuda_1)
# 14 "v001600.cu"
{__device_stub__Z8scatter4Pif( __cuda_0,__cuda_1);
# 26 "v001600.cu"
}
# 1 "v001600.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T1) {  __nv_dummy_param_ref(__T1); __nv_save_fatbinhandle_for_managed_rt(__T1); __cudaRegisterEntry(__T1, ((void ( *)(int *, float))scatter4), _Z8scatter4Pif, (-1)); __cudaRegisterVariable(__T1, __shadow_var(c_kick10,::c_kick10), 0, 32UL, 1, 0); __cudaRegisterVariable(__T1, __shadow_var(c_accum11,::c_accum11), 0, 1UL, 1, 0); __cudaRegisterVariable(__T1, __shadow_var(c_update17,::c_update17), 0, 8UL, 1, 0); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
