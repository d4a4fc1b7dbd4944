#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v000491.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z16scatter12_kernel6Phase2(enum Phase2);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z16scatter12_kernel6Phase2(enum Phase2 __par0){__cudaLaunchPrologue(1);__cudaSetupArgSimple(__par0, 0UL);__cudaLaunch(((char *)((void ( *)(enum Phase2))scatter12_kernel)), 0U);}
# 18 "v000491.cu"
void scatter12_kernel( enum ::Phase2 __cuda_0)
# 18 "v000491.cu"
{__device_stub__Z16scatter12_kernel6Phase2( __cuda_0);
# 24 "v000491.cu"
}
# 1 "v000491.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T0) {  __nv_dummy_param_ref(__T0); __nv_save_fatbinhandle_for_managed_rt(__T0); __cudaRegisterEntry(__T0, ((void ( *)(enum Phase2))scatter12_kernel), _Z16scatter12_kernel6Phase2, (-1)); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
