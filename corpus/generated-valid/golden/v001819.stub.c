#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v001819.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z13merge6_kerneli(int);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z13merge6_kerneli(int __par0){__cudaLaunchPrologue(1);__cudaSetupArgSimple(__par0, 0UL);__cudaLaunch(((char *)((void ( *)(int))merge6_kernel)), 0U);}
# 13 "v001819.cu"
void merge6_kernel( int __cuda_0)
# 13 "v001819.cu"
{__device_stub__Z13merge6_kerneli( __cuda_0);
# 21 "v001819.cu"
}
# 1 "v001819.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T0) {  __nv_dummy_param_ref(__T0); __nv_save_fatbinhandle_for_managed_rt(__T0); __cudaRegisterEntry(__T0, ((void ( *)(int))merge6_kernel), _Z13merge6_kerneli, (-1)); __cudaRegisterVariable(__T0, __shadow_var(d_decay11,::d_decay11), 0, 4UL, 0, 0); __cudaRegisterManagedVariable(__T0, __shadow_var(m_pivot12,::m_pivot12), 0, 4UL, 0, 0); __cudaRegisterVariable(__T0, __shadow_var(d_apply13,::d_apply13), 0, 256UL, 0, 0); __cudaRegisterVariable(__T0, __shadow_var(d_gather14,::d_gather14), 0, 32UL, 0, 0); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
