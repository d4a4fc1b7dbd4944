#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v002177.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z14accum11_kernelPyifi(unsigned long long *, int, float, int);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z14accum11_kernelPyifi(unsigned long long *__par0, int __par1, float __par2, int __par3){__cudaLaunchPrologue(4);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaSetupArgSimple(__par2, 12UL);__cudaSetupArgSimple(__par3, 16UL);__cudaLaunch(((char *)((void ( *)(unsigned long long *, int, float, int))accum11_kernel)), 0U);}
# 26 "v002177.cu"
void accum11_kernel( unsigned long long *__cuda_0,int __cuda_1,float __cuda_2,int __cuda_3)
# 26 "v002177.cu"
{__device_stub__Z14accum11_kernelPyifi( __cuda_0,__cuda_1,__cuda_2,__cuda_3);


}
# 1 "v002177.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T0) {  __nv_dummy_param_ref(__T0); __nv_save_fatbinhandle_for_managed_rt(__T0); __cudaRegisterEntry(__T0, ((void ( *)(unsigned long long *, int, float, int))accum11_kernel), _Z14accum11_kernelPyifi, (-1)); __cudaRegisterVariable(__T0, __shadow_var(c_probe7,::c_probe7), 0, 4UL, 1, 0); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
