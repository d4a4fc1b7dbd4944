#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v000762.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z14decay12_kernelfiiPi(float, int, int, int *);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z14decay12_kernelfiiPi(float __par0, int __par1, int __par2, int *__par3){__cudaLaunchPrologue(4);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 4UL);__cudaSetupArgSimple(__par2, 8UL);__cudaSetupArgSimple(__par3, 16UL);__cudaLaunch(((char *)((void ( *)(float, int, int, int *))decay12_kernel)), 0U);}
# 26 "v000762.cu"
void decay12_kernel( float __cuda_0,int __cuda_1,int __cuda_2,int *__cuda_3)
# 26 "v000762.cu"
{__device_stub__Z14decay12_kernelfiiPi( __cuda_0,__cuda_1,__cuda_2,__cuda_3);
# 33 "v000762.cu"
}
# 1 "v000762.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T0) {  __nv_dummy_param_ref(__T0); __nv_save_fatbinhandle_for_managed_rt(__T0); __cudaRegisterEntry(__T0, ((void ( *)(float, int, int, int *))decay12_kernel), _Z14decay12_kernelfiiPi, (-1)); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
