#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v001650.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z13shade7_kernelfix(float, int, long long);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z13shade7_kernelfix(float __par0, int __par1, long long __par2){__cudaLaunchPrologue(3);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 4UL);__cudaSetupArgSimple(__par2, 8UL);__cudaLaunch(((char *)((void ( *)(float, int, long long))shade7_kernel)), 0U);}
# 15 "v001650.cu"
void shade7_kernel( float __cuda_0,int __cuda_1,long long __cuda_2)
# 15 "v001650.cu"
{__device_stub__Z13shade7_kernelfix( __cuda_0,__cuda_1,__cuda_2);
# 23 "v001650.cu"
}
# 1 "v001650.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T4) {  __nv_dummy_param_ref(__T4); __nv_save_fatbinhandle_for_managed_rt(__T4); __cudaRegisterEntry(__T4, ((void ( *)(float, int, long long))shade7_kernel), _Z13shade7_kernelfix, (-1)); __cudaRegisterVariable(__T4, __shadow_var(d_merge15,::d_merge15), 0, 4UL, 0, 0); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
