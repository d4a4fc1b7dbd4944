#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v000198.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z14update8_kernelfj(float, unsigned);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z14update8_kernelfj(float __par0, unsigned __par1){__cudaLaunchPrologue(2);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 4UL);__cudaLaunch(((char *)((void ( *)(float, unsigned))update8_kernel)), 0U);}
# 18 "v000198.cu"
void update8_kernel( float __cuda_0,unsigned __cuda_1)
# 18 "v000198.cu"
{__device_stub__Z14update8_kernelfj( __cuda_0,__cuda_1);
# 24 "v000198.cu"
}
# 1 "v000198.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T3) {  __nv_dummy_param_ref(__T3); __nv_save_fatbinhandle_for_managed_rt(__T3); __cudaRegisterEntry(__T3, ((void ( *)(float, unsigned))update8_kernel), _Z14update8_kernelfj, (-1)); __cudaRegisterVariable(__T3, __shadow_var(c_score4,::c_score4), 0, 4UL, 1, 0); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
