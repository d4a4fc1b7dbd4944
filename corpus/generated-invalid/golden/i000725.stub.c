#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "i000725.fatbin.c"
static void __device_stub__Z5warp7i(int);
extern __attribute__((visibility("hidden"))) void __device_stub__Z14scale10_kernelid(int, double);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
static void __device_stub__Z5warp7i(int __par0){__cudaLaunchPrologue(1);__cudaSetupArgSimple(__par0, 0UL);__cudaLaunch(((char *)((void ( *)(int))warp7)), 0U);}
# 19 "i000725.cu"
static void warp7( int __cuda_0)
# 20 "i000725.cu"
{__device_stub__Z5warp7i( __cuda_0);
# 26 "i000725.cu"
}
# 1 "i000725.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z14scale10_kernelid( int __par0,  double __par1) {  __cudaLaunchPrologue(2); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaLaunch(((char *)((void ( *)(int, double))scale10_kernel)), 0U); }
# 28 "i000725.cu"
void scale10_kernel( int __cuda_0,double __cuda_1)
# 29 "i000725.cu"
{__device_stub__Z14scale10_kernelid( __cuda_0,__cuda_1);
# 38 "i000725.cu"
}
# 1 "i000725.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T0) {  __nv_dummy_param_ref(__T0); __nv_save_fatbinhandle_for_managed_rt(__T0); __cudaRegisterEntry(__T0, ((void ( *)(int, double))scale10_kernel), _Z14scale10_kernelid, (-1)); __cudaRegisterEntry(__T0, ((void ( *)(int))warp7), _Z5warp7i, (-1)); __cudaRegisterManagedVariable(__T0, __shadow_var(m_norm17,::m_norm17), 0, 8UL, 0, 0); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
