#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v001229.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__ZN6util1613step26_kernelEi(int);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__ZN6util1613step26_kernelEi(int __par0){__cudaLaunchPrologue(1);__cudaSetupArgSimple(__par0, 0UL);__cudaLaunch(((char *)((void ( *)(int))util16::step26_kernel)), 0U);}
# 53 "v001229.cu"
void util16::step26_kernel( int __cuda_0)
# 53 "v001229.cu"
{__device_stub__ZN6util1613step26_kernelEi( __cuda_0);
# 59 "v001229.cu"
}
# 1 "v001229.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T3) {  __nv_dummy_param_ref(__T3); __nv_save_fatbinhandle_for_managed_rt(__T3); __cudaRegisterEntry(__T3, ((void ( *)(int))util16::step26_kernel), _ZN6util1613step26_kernelEi, (-1)); __cudaRegisterVariable(__T3, __shadow_var(d_pivot8,::d_pivot8), 0, 32UL, 0, 0); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
