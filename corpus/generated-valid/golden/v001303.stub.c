#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v001303.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z14blend18_kerneli(int);
extern __attribute__((visibility("hidden"))) void __device_stub__Z14probe31_kerneli(int);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z14blend18_kerneli(int __par0){__cudaLaunchPrologue(1);__cudaSetupArgSimple(__par0, 0UL);__cudaLaunch(((char *)((void ( *)(int))blend18_kernel)), 0U);}
# 43 "v001303.cu"
void blend18_kernel( int __cuda_0)
# 44 "v001303.cu"
{__device_stub__Z14blend18_kerneli( __cuda_0);



}
# 1 "v001303.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z14probe31_kerneli( int __par0) {  __cudaLaunchPrologue(1); __cudaSetupArgSimple(__par0, 0UL); __cudaLaunch(((char *)((void ( *)(int))probe31_kernel)), 0U); }
# 69 "v001303.cu"
void probe31_kernel( int __cuda_0)
# 70 "v001303.cu"
{__device_stub__Z14probe31_kerneli( __cuda_0);
# 79 "v001303.cu"
}
# 1 "v001303.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T4) {  __nv_dummy_param_ref(__T4); __nv_save_fatbinhandle_for_managed_rt(__T4); __cudaRegisterEntry(__T4, ((void ( *)(int))probe31_kernel), _Z14probe31_kerneli, 512); __cudaRegisterEntry(__T4, ((void ( *)(int))blend18_kernel), _Z14blend18_kerneli, (-1)); __cudaRegisterVariable(__T4, __shadow_var(d_clamp12,::d_clamp12), 0, 64UL, 0, 0); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
