#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v001654.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z6norm12i(int);
extern __attribute__((visibility("hidden"))) void __device_stub__Z13pack16_kerneli(int);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z6norm12i(int __par0){__cudaLaunchPrologue(1);__cudaSetupArgSimple(__par0, 0UL);__cudaLaunch(((char *)((void ( *)(int))norm12)), 0U);}
# 22 "v001654.cu"
void norm12( int __cuda_0)
# 23 "v001654.cu"
{__device_stub__Z6norm12i( __cuda_0);
# 32 "v001654.cu"
}
# 1 "v001654.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z13pack16_kerneli( int __par0) {  __cudaLaunchPrologue(1); __cudaSetupArgSimple(__par0, 0UL); __cudaLaunch(((char *)((void ( *)(int))pack16_kernel)), 0U); }
# 34 "v001654.cu"
void pack16_kernel( int __cuda_0)
# 35 "v001654.cu"
{__device_stub__Z13pack16_kerneli( __cuda_0);
# 45 "v001654.cu"
}
# 1 "v001654.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T0) {  __nv_dummy_param_ref(__T0); __nv_save_fatbinhandle_for_managed_rt(__T0); __cudaRegisterEntry(__T0, ((void ( *)(int))pack16_kernel), _Z13pack16_kerneli, (-1)); __cudaRegisterEntry(__T0, ((void ( *)(int))norm12), _Z6norm12i, 512); __cudaRegisterVariable(__T0, __shadow_var(d_apply11,::d_apply11), 0, 4UL, 0, 0); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
