#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v002359.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z6step14PKjt(const unsigned *__restrict__, unsigned short);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z6step14PKjt(const unsigned *__restrict__ __par0, unsigned short __par1){ const unsigned *__T0;
__cudaLaunchPrologue(2);__T0 = __par0;__cudaSetupArgSimple(__T0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaLaunch(((char *)((void ( *)(const unsigned *__restrict__, unsigned short))step14)), 0U);}
# 27 "v002359.cu"
void step14( const unsigned *__restrict__ __cuda_0,unsigned short __cuda_1)
# 27 "v002359.cu"
{__device_stub__Z6step14PKjt( __cuda_0,__cuda_1);
# 34 "v002359.cu"
}
# 1 "v002359.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T4) {  __nv_dummy_param_ref(__T4); __nv_save_fatbinhandle_for_managed_rt(__T4); __cudaRegisterEntry(__T4, ((void ( *)(const unsigned *__restrict__, unsigned short))step14), _Z6step14PKjt, (-1)); __cudaRegisterVariable(__T4, __shadow_var(c_spread4,::c_spread4), 0, 4UL, 1, 0); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
