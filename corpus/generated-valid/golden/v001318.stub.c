#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v001318.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z6split6h(unsigned char);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z6split6h(unsigned char __par0){__cudaLaunchPrologue(1);__cudaSetupArgSimple(__par0, 0UL);__cudaLaunch(((char *)((void ( *)(unsigned char))split6)), 0U);}
# 21 "v001318.cu"
void split6( unsigned char __cuda_0)
# 22 "v001318.cu"
{__device_stub__Z6split6h( __cuda_0);
# 30 "v001318.cu"
}
# 1 "v001318.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T1) {  __nv_dummy_param_ref(__T1); __nv_save_fatbinhandle_for_managed_rt(__T1); __cudaRegisterEntry(__T1, ((void ( *)(unsigned char))split6), _Z6split6h, (-1)); __cudaRegisterVariable(__T1, __shadow_var(c_probe25,::c_probe25), 0, 8UL, 1, 0); __cudaRegisterVariable(__T1, __shadow_var(d_apply26,::d_apply26), 0, 32UL, 0, 0); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
