#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v001029.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z13warp19_kernelj(unsigned);
extern __attribute__((visibility("hidden"))) void __device_stub__Z7blend22i(int);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z13warp19_kernelj(unsigned __par0){__cudaLaunchPrologue(1);__cudaSetupArgSimple(__par0, 0UL);__cudaLaunch(((char *)((void ( *)(unsigned))warp19_kernel)), 0U);}
# 34 "v001029.cu"
void warp19_kernel( unsigned __cuda_0)
# 35 "v001029.cu"
{__device_stub__Z13warp19_kernelj( __cuda_0);
# 45 "v001029.cu"
}
# 1 "v001029.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z7blend22i( int __par0) {  __cudaLaunchPrologue(1); __cudaSetupArgSimple(__par0, 0UL); __cudaLaunch(((char *)((void ( *)(int))blend22)), 0U); }
# 46 "v001029.cu"
void blend22( int __cuda_0)
# 47 "v001029.cu"
{__device_stub__Z7blend22i( __cuda_0);
# 53 "v001029.cu"
}
# 1 "v001029.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T0) {  __nv_dummy_param_ref(__T0); __nv_save_fatbinhandle_for_managed_rt(__T0); __cudaRegisterEntry(__T0, ((void ( *)(int))blend22), _Z7blend22i, (-1)); __cudaRegisterEntry(__T0, ((void ( *)(unsigned))warp19_kernel), _Z13warp19_kernelj, 1024); __cudaRegisterVariable(__T0, __shadow_var(c_update15,::c_update15), 0, 4UL, 1, 0); __cudaRegisterVariable(__T0, __shadow_var(c_sweep34,::c_sweep34), 0, 8UL, 1, 0); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
