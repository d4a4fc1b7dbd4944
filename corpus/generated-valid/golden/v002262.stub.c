#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v002262.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z7pivot17Pj(unsigned *);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z7pivot17Pj(unsigned *__par0){__cudaLaunchPrologue(1);__cudaSetupArgSimple(__par0, 0UL);__cudaLaunch(((char *)((void ( *)(unsigned *))pivot17)), 0U);}
# 50 "v002262.cu"
void pivot17( unsigned *__cuda_0)
# 50 "v002262.cu"
{__device_stub__Z7pivot17Pj( __cuda_0);
# 63 "v002262.cu"
}
# 1 "v002262.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T2) {  __nv_dummy_param_ref(__T2); __nv_save_fatbinhandle_for_managed_rt(__T2); __cudaRegisterEntry(__T2, ((void ( *)(unsigned *))pivot17), _Z7pivot17Pj, (-1)); __cudaRegisterVariable(__T2, __shadow_var(d_step2,::d_step2), 0, 4UL, 0, 0); __cudaRegisterVariable(__T2, __shadow_var(_ZN40_INTERNAL_035abbc0_10_v002262_cu_d_step242_GLOBAL__N__035abbc0_10_v002262_cu_d_step28d_weigh9E,::_NV_ANON_NAMESPACE::d_weigh9), 0, 8UL, 0, 0); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
