#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v001499.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z6clamp6i(int);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z6clamp6i(int __par0){__cudaLaunchPrologue(1);__cudaSetupArgSimple(__par0, 0UL);__cudaLaunch(((char *)((void ( *)(int))clamp6)), 0U);}
# 17 "v001499.cu"
void clamp6( int __cuda_0)
# 17 "v001499.cu"
{__device_stub__Z6clamp6i( __cuda_0);
# 28 "v001499.cu"
}
# 1 "v001499.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T3) {  __nv_dummy_param_ref(__T3); __nv_save_fatbinhandle_for_managed_rt(__T3); __cudaRegisterEntry(__T3, ((void ( *)(int))clamp6), _Z6clamp6i, (-1)); __cudaRegisterVariable(__T3, __shadow_var(c_filter12,::c_filter12), 0, 4UL, 1, 0); __cudaRegisterManagedVariable(__T3, __shadow_var(m_norm13,::m_norm13), 0, 64UL, 0, 0); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
