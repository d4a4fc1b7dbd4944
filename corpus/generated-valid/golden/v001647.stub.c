#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v001647.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z6tile40PKii(const idx30_t *, int);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z6tile40PKii(const idx30_t *__par0, int __par1){__cudaLaunchPrologue(2);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaLaunch(((char *)((void ( *)(const idx30_t *, int))tile40)), 0U);}
# 76 "v001647.cu"
void tile40( const ::idx30_t *__cuda_0,int __cuda_1)
# 77 "v001647.cu"
{__device_stub__Z6tile40PKii( __cuda_0,__cuda_1);
# 86 "v001647.cu"
}
# 1 "v001647.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T0) {  __nv_dummy_param_ref(__T0); __nv_save_fatbinhandle_for_managed_rt(__T0); __cudaRegisterEntry(__T0, ((void ( *)(const idx30_t *, int))tile40), _Z6tile40PKii, (-1)); __cudaRegisterManagedVariable(__T0, __shadow_var(m_filter5,::m_filter5), 0, 4UL, 0, 0); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
