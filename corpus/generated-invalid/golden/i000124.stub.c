#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "i000124.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z13pack18_kernel7Stats10(const struct Stats10&);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z13pack18_kernel7Stats10(const struct Stats10&__par0){__cudaLaunchPrologue(1);__cudaSetupArg(__par0, 0UL);__cudaLaunch(((char *)((void ( *)(const struct Stats10))pack18_kernel)), 0U);}
# 45 "i000124.cu"
void pack18_kernel( const struct ::Stats10 __cuda_0)
# 46 "i000124.cu"
{__device_stub__Z13pack18_kernel7Stats10( __cuda_0);
# 53 "i000124.cu"
}
# 1 "i000124.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T0) {  __nv_dummy_param_ref(__T0); __nv_save_fatbinhandle_for_managed_rt(__T0); __cudaRegisterEntry(__T0, ((void ( *)(const struct Stats10))pack18_kernel), _Z13pack18_kernel7Stats10, 1024); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
