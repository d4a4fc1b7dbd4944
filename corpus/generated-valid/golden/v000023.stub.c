#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v000023.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z14scale19_kernel6Phase7(enum Phase7);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z14scale19_kernel6Phase7(enum Phase7 __par0){__cudaLaunchPrologue(1);__cudaSetupArgSimple(__par0, 0UL);__cudaLaunch(((char *)((void ( *)(enum Phase7))scale19_kernel)), 0U);}
# 31 "v000023.cu"
void scale19_kernel( enum ::Phase7 __cuda_0)
# 31 "v000023.cu"
{__device_stub__Z14scale19_kernel6Phase7( __cuda_0);
# 45 "v000023.cu"
}
# 1 "v000023.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T5) {  __nv_dummy_param_ref(__T5); __nv_save_fatbinhandle_for_managed_rt(__T5); __cudaRegisterEntry(__T5, ((void ( *)(enum Phase7))scale19_kernel), _Z14scale19_kernel6Phase7, (-1)); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
