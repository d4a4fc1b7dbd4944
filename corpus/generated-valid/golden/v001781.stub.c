#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v001781.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z13fuse14_kernelif(int, float);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z13fuse14_kernelif(int __par0, float __par1){__cudaLaunchPrologue(2);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 4UL);__cudaLaunch(((char *)((void ( *)(int, float))fuse14_kernel)), 0U);}
# 22 "v001781.cu"
void fuse14_kernel( int __cuda_0,float __cuda_1)
# 23 "v001781.cu"
{__device_stub__Z13fuse14_kernelif( __cuda_0,__cuda_1);
# 32 "v001781.cu"
}
# 1 "v001781.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T0) {  __nv_dummy_param_ref(__T0); __nv_save_fatbinhandle_for_managed_rt(__T0); __cudaRegisterEntry(__T0, ((void ( *)(int, float))fuse14_kernel), _Z13fuse14_kernelif, (-1)); __cudaRegisterVariable(__T0, __shadow_var(_ZN41_INTERNAL_cffa2161_10_v001781_cu_d21e144c8detail129d_march13E,::detail12::d_march13), 0, 4UL, 0, 0); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
