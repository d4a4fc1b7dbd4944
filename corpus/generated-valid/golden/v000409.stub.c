#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v000409.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z6clamp8bPKf(bool, const float *);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z6clamp8bPKf(bool __par0, const float *__par1){__cudaLaunchPrologue(2);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaLaunch(((char *)((void ( *)(bool, const float *))clamp8)), 0U);}
# 24 "v000409.cu"
void clamp8( bool __cuda_0,const float *__cuda_1)
# 25 "v000409.cu"
{__device_stub__Z6clamp8bPKf( __cuda_0,__cuda_1);
# 32 "v000409.cu"
}
# 1 "v000409.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T3) {  __nv_dummy_param_ref(__T3); __nv_save_fatbinhandle_for_managed_rt(__T3); __cudaRegisterEntry(__T3, ((void ( *)(bool, const float *))clamp8), _Z6clamp8bPKf, (-1)); __cudaRegisterManagedVariable(__T3, __shadow_var(m_gather7,::m_gather7), 0, 8UL, 0, 0); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
