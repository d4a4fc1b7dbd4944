#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v000279.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z12fold4_kerneli(int);
extern __attribute__((visibility("hidden"))) void __device_stub__Z13sweep9_kerneli(int);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z12fold4_kerneli(int __par0){__cudaLaunchPrologue(1);__cudaSetupArgSimple(__par0, 0UL);__cudaLaunch(((char *)((void ( *)(int))fold4_kernel)), 0U);}
# 13 "v000279.cu"
void fold4_kernel( int __cuda_0)
# 14 "v000279.cu"
{__device_stub__Z12fold4_kerneli( __cuda_0);




}
# 1 "v000279.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z13sweep9_kerneli( int __par0) {  __cudaLaunchPrologue(1); __cudaSetupArgSimple(__par0, 0UL); __cudaLaunch(((char *)((void ( *)(int))sweep9_kernel)), 0U); }
# 21 "v000279.cu"
void sweep9_kernel( int __cuda_0)
# 22 "v000279.cu"
{__device_stub__Z13sweep9_kerneli( __cuda_0);




}
# 1 "v000279.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T3) {  __nv_dummy_param_ref(__T3); __nv_save_fatbinhandle_for_managed_rt(__T3); __cudaRegisterEntry(__T3, ((void ( *)(int))sweep9_kernel), _Z13sweep9_kerneli, (-1)); __cudaRegisterEntry(__T3, ((void ( *)(int))fold4_kernel), _Z12fold4_kerneli, (-1)); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
