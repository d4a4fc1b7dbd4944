#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v001201.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z12warp4_kerneld(double);
extern __attribute__((visibility("hidden"))) void __device_stub__ZN6kern116tile12Eic(int, char);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z12warp4_kerneld(double __par0){__cudaLaunchPrologue(1);__cudaSetupArgSimple(__par0, 0UL);__cudaLaunch(((char *)((void ( *)(double))warp4_kernel)), 0U);}
# 12 "v001201.cu"
void warp4_kernel( double __cuda_0)
# 13 "v001201.cu"
{__device_stub__Z12warp4_kerneld( __cuda_0);
# 22 "v001201.cu"
}
# 1 "v001201.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__ZN6kern116tile12Eic( int __par0,  char __par1) {  __cudaLaunchPrologue(2); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 4UL); __cudaLaunch(((char *)((void ( *)(int, char))kern11::tile12)), 0U); }
# 26 "v001201.cu"
void kern11::tile12( int __cuda_0,char __cuda_1)
# 27 "v001201.cu"
{__device_stub__ZN6kern116tile12Eic( __cuda_0,__cuda_1);
# 35 "v001201.cu"
}
# 1 "v001201.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T3) {  __nv_dummy_param_ref(__T3); __nv_save_fatbinhandle_for_managed_rt(__T3); __cudaRegisterEntry(__T3, ((void ( *)(int, char))kern11::tile12), _ZN6kern116tile12Eic, (-1)); __cudaRegisterEntry(__T3, ((void ( *)(double))warp4_kernel), _Z12warp4_kerneld, 512); __cudaRegisterVariable(__T3, __shadow_var(d_blend10,::d_blend10), 0, 4UL, 0, 0); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
