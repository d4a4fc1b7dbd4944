#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v000363.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z6drift4PKif(const int *, float);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z6drift4PKif(const int *__par0, float __par1){__cudaLaunchPrologue(2);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaLaunch(((char *)((void ( *)(const int *, float))drift4)), 0U);}
# 9 "v000363.cu"
void drift4( const int *__cuda_0,float __cuda_1)
# 9 "v000363.cu"
{__device_stub__Z6drift4PKif( __cuda_0,__cuda_1);




}
# 1 "v000363.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T0) {  __nv_dummy_param_ref(__T0); __nv_save_fatbinhandle_for_managed_rt(__T0); __cudaRegisterEntry(__T0, ((void ( *)(const int *, float))drift4), _Z6drift4PKif, (-1)); __cudaRegisterManagedVariable(__T0, __shadow_var(m_shade8,::m_shade8), 0, 256UL, 0, 0); __cudaRegisterVariable(__T0, __shadow_var(c_decay20,::c_decay20), 0, 16UL, 1, 0); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
