#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v002391.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z14decay24_kerneliiif(int, int, int, float);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z14decay24_kerneliiif(int __par0, int __par1, int __par2, float __par3){__cudaLaunchPrologue(4);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 4UL);__cudaSetupArgSimple(__par2, 8UL);__cudaSetupArgSimple(__par3, 12UL);__cudaLaunch(((char *)((void ( *)(int, int, int, float))decay24_kernel)), 0U);}
# 53 "v002391.cu"
void decay24_kernel( int __cuda_0,int __cuda_1,int __cuda_2,float __cuda_3)
# 53 "v002391.cu"
{__device_stub__Z14decay24_kerneliiif( __cuda_0,__cuda_1,__cuda_2,__cuda_3);
# 64 "v002391.cu"
}
# 1 "v002391.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T4) {  __nv_dummy_param_ref(__T4); __nv_save_fatbinhandle_for_managed_rt(__T4); __cudaRegisterEntry(__T4, ((void ( *)(int, int, int, float))decay24_kernel), _Z14decay24_kerneliiif, (-1)); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
