#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v000733.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z13decay4_kernelicff(int, char, float, float);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z13decay4_kernelicff(int __par0, char __par1, float __par2, float __par3){__cudaLaunchPrologue(4);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 4UL);__cudaSetupArgSimple(__par2, 8UL);__cudaSetupArgSimple(__par3, 12UL);__cudaLaunch(((char *)((void ( *)(int, char, float, float))decay4_kernel)), 0U);}
# 9 "v000733.cu"
void decay4_kernel( int __cuda_0,char __cuda_1,float __cuda_2,float __cuda_3)
# 9 "v000733.cu"
{__device_stub__Z13decay4_kernelicff( __cuda_0,__cuda_1,__cuda_2,__cuda_3);
# 16 "v000733.cu"
}
# 1 "v000733.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T0) {  __nv_dummy_param_ref(__T0); __nv_save_fatbinhandle_for_managed_rt(__T0); __cudaRegisterEntry(__T0, ((void ( *)(int, char, float, float))decay4_kernel), _Z13decay4_kernelicff, (-1)); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
