#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v002257.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z8smooth14i(int);
extern __attribute__((visibility("hidden"))) void __device_stub__Z15smooth26_kernels(short);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z8smooth14i(int __par0){__cudaLaunchPrologue(1);__cudaSetupArgSimple(__par0, 0UL);__cudaLaunch(((char *)((void ( *)(int))smooth14)), 0U);}
# 25 "v002257.cu"
void smooth14( int __cuda_0)
# 26 "v002257.cu"
{__device_stub__Z8smooth14i( __cuda_0);
# 38 "v002257.cu"
}
# 1 "v002257.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z15smooth26_kernels( short __par0) {  __cudaLaunchPrologue(1); __cudaSetupArgSimple(__par0, 0UL); __cudaLaunch(((char *)((void ( *)(short))smooth26_kernel)), 0U); }
# 49 "v002257.cu"
void smooth26_kernel( short __cuda_0)
# 50 "v002257.cu"
{__device_stub__Z15smooth26_kernels( __cuda_0);
# 60 "v002257.cu"
}
# 1 "v002257.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T3) {  __nv_dummy_param_ref(__T3); __nv_save_fatbinhandle_for_managed_rt(__T3); __cudaRegisterEntry(__T3, ((void ( *)(short))smooth26_kernel), _Z15smooth26_kernels, 1024); __cudaRegisterEntry(__T3, ((void ( *)(int))smooth14), _Z8smooth14i, (-1)); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
