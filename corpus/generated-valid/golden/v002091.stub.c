#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v002091.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z14decay13_kerneliixx(int, int, long long, long long);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z14decay13_kerneliixx(int __par0, int __par1, long long __par2, long long __par3){__cudaLaunchPrologue(4);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 4UL);__cudaSetupArgSimple(__par2, 8UL);__cudaSetupArgSimple(__par3, 16UL);__cudaLaunch(((char *)((void ( *)(int, int, long long, long long))decay13_kernel)), 0U);}
# 50 "v002091.cu"
void decay13_kernel( int __cuda_0,int __cuda_1,long long __cuda_2,long long __cuda_3)
# 51 "v002091.cu"
{__device_stub__Z14decay13_kerneliixx( __cuda_0,__cuda_1,__cuda_2,__cuda_3);
# 62 "v002091.cu"
}
# 1 "v002091.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T5) {  __nv_dummy_param_ref(__T5); __nv_save_fatbinhandle_for_managed_rt(__T5); __cudaRegisterEntry(__T5, ((void ( *)(int, int, long long, long long))decay13_kernel), _Z14decay13_kerneliixx, (-1)); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
