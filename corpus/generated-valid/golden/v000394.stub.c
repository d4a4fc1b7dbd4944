#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v000394.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z14score11_kerneliif(int, int, float);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z14score11_kerneliif(int __par0, int __par1, float __par2){__cudaLaunchPrologue(3);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 4UL);__cudaSetupArgSimple(__par2, 8UL);__cudaLaunch(((char *)((void ( *)(int, int, float))score11_kernel)), 0U);}
# 19 "v000394.cu"
void score11_kernel( int __cuda_0,int __cuda_1,float __cuda_2)
# 20 "v000394.cu"
{__device_stub__Z14score11_kerneliif( __cuda_0,__cuda_1,__cuda_2);
# 31 "v000394.cu"
}
# 1 "v000394.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T3) {  __nv_dummy_param_ref(__T3); __nv_save_fatbinhandle_for_managed_rt(__T3); __cudaRegisterEntry(__T3, ((void ( *)(int, int, float))score11_kernel), _Z14score11_kerneliif, (-1)); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
