#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "i000138.fatbin.c"
static void __device_stub__ZN4gpu714count16_kernelEijfj(int, unsigned, float, unsigned);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
static void __device_stub__ZN4gpu714count16_kernelEijfj(int __par0, unsigned __par1, float __par2, unsigned __par3){__cudaLaunchPrologue(4);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 4UL);__cudaSetupArgSimple(__par2, 8UL);__cudaSetupArgSimple(__par3, 12UL);__cudaLaunch(((char *)((void ( *)(int, unsigned, float, unsigned))gpu7::count16_kernel)), 0U);}
# 53 "i000138.cu"
static void gpu7::count16_kernel( int __cuda_0,unsigned __cuda_1,float __cuda_2,unsigned __cuda_3)
# 53 "i000138.cu"
{__device_stub__ZN4gpu714count16_kernelEijfj( __cuda_0,__cuda_1,__cuda_2,__cuda_3);
# 66 "i000138.cu"
}
# 1 "i000138.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T4) {  __nv_dummy_param_ref(__T4); __nv_save_fatbinhandle_for_managed_rt(__T4); __cudaRegisterEntry(__T4, ((void ( *)(int, unsigned, float, unsigned))gpu7::count16_kernel), _ZN4gpu714count16_kernelEijfj, (-1)); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
