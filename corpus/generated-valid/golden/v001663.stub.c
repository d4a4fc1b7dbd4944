#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v001663.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z12fold8_kernelPt(unsigned short *);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z12fold8_kernelPt(unsigned short *__par0){__cudaLaunchPrologue(1);__cudaSetupArgSimple(__par0, 0UL);__cudaLaunch(((char *)((void ( *)(unsigned short *))fold8_kernel)), 0U);}
# 10 "v001663.cu"
void fold8_kernel( unsigned short *__cuda_0)
# 11 "v001663.cu"
{__device_stub__Z12fold8_kernelPt( __cuda_0);
# 22 "v001663.cu"
}
# 1 "v001663.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T0) {  __nv_dummy_param_ref(__T0); __nv_save_fatbinhandle_for_managed_rt(__T0); __cudaRegisterEntry(__T0, ((void ( *)(unsigned short *))fold8_kernel), _Z12fold8_kernelPt, (-1)); __cudaRegisterVariable(__T0, __shadow_var(c_warp3,::c_warp3), 0, 4UL, 1, 0); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
