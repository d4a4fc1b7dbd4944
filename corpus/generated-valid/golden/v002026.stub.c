#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v002026.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z16combine18_kernelm(unsigned long);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z16combine18_kernelm(unsigned long __par0){__cudaLaunchPrologue(1);__cudaSetupArgSimple(__par0, 0UL);__cudaLaunch(((char *)((void ( *)(unsigned long))combine18_kernel)), 0U);}
# 31 "v002026.cu"
void combine18_kernel( unsigned long __cuda_0)
# 31 "v002026.cu"
{__device_stub__Z16combine18_kernelm( __cuda_0);
# 50 "v002026.cu"
}
# 1 "v002026.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T1) {  __nv_dummy_param_ref(__T1); __nv_save_fatbinhandle_for_managed_rt(__T1); __cudaRegisterEntry(__T1, ((void ( *)(unsigned long))combine18_kernel), _Z16combine18_kernelm, (-1)); __cudaRegisterVariable(__T1, __shadow_var(c_merge8,::c_merge8), 0, 4UL, 1, 0); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
