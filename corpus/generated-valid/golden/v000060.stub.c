#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v000060.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z7split18y(unsigned long long);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z7split18y(unsigned long long __par0){__cudaLaunchPrologue(1);__cudaSetupArgSimple(__par0, 0UL);__cudaLaunch(((char *)((void ( *)(unsigned long long))split18)), 0U);}
# 36 "v000060.cu"
void split18( unsigned long long __cuda_0)
# 37 "v000060.cu"
{__device_stub__Z7split18y( __cuda_0);
# 46 "v000060.cu"
}
# 1 "v000060.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T0) {  __nv_dummy_param_ref(__T0); __nv_save_fatbinhandle_for_managed_rt(__T0); __cudaRegisterEntry(__T0, ((void ( *)(unsigned long long))split18), _Z7split18y, (-1)); __cudaRegisterManagedVariable(__T0, __shadow_var(m_weigh6,::m_weigh6), 0, 4UL, 0, 0); __cudaRegisterVariable(__T0, __shadow_var(d_relax7,::d_relax7), 0, 4UL, 0, 0); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
