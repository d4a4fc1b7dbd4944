#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v001420.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z14accum24_kernels(short);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z14accum24_kernels(short __par0){__cudaLaunchPrologue(1);__cudaSetupArgSimple(__par0, 0UL);__cudaLaunch(((char *)((void ( *)(short))accum24_kernel)), 0U);}
# 67 "v001420.cu"
void accum24_kernel( short __cuda_0)
# 68 "v001420.cu"
{__device_stub__Z14accum24_kernels( __cuda_0);
# 90 "v001420.cu"
}
# 1 "v001420.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T3) {  __nv_dummy_param_ref(__T3); __nv_save_fatbinhandle_for_managed_rt(__T3); __cudaRegisterEntry(__T3, ((void ( *)(short))accum24_kernel), _Z14accum24_kernels, (-1)); __cudaRegisterManagedVariable(__T3, __shadow_var(m_count9,::m_count9), 0, 4UL, 0, 0); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
