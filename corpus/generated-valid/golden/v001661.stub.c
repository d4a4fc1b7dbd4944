#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v001661.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z12grow3_kernelbi(bool, int);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z12grow3_kernelbi(bool __par0, int __par1){__cudaLaunchPrologue(2);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 4UL);__cudaLaunch(((char *)((void ( *)(bool, int))grow3_kernel)), 0U);}
# 8 "v001661.cu"
void grow3_kernel( bool __cuda_0,int __cuda_1)
# 9 "v001661.cu"
{__device_stub__Z12grow3_kernelbi( __cuda_0,__cuda_1);
# 20 "v001661.cu"
}
# 1 "v001661.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T3) {  __nv_dummy_param_ref(__T3); __nv_save_fatbinhandle_for_managed_rt(__T3); __cudaRegisterEntry(__T3, ((void ( *)(bool, int))grow3_kernel), _Z12grow3_kernelbi, 32); __cudaRegisterVariable(__T3, __shadow_var(d_score10,::d_score10), 0, 4UL, 0, 0); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
