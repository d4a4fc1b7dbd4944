#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v001828.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z14drift11_kerneli(int);
extern __attribute__((visibility("hidden"))) void __device_stub__Z14relax19_kerneli(int);
static void __device_stub__Z14decay21_kerneli(int);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z14drift11_kerneli(int __par0){__cudaLaunchPrologue(1);__cudaSetupArgSimple(__par0, 0UL);__cudaLaunch(((char *)((void ( *)(int))drift11_kernel)), 0U);}
# 40 "v001828.cu"
void drift11_kernel( int __cuda_0)
# 41 "v001828.cu"
{__device_stub__Z14drift11_kerneli( __cuda_0);
# 49 "v001828.cu"
}
# 1 "v001828.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z14relax19_kerneli( int __par0) {  __cudaLaunchPrologue(1); __cudaSetupArgSimple(__par0, 0UL); __cudaLaunch(((char *)((void ( *)(int))relax19_kernel)), 0U); }
# 56 "v001828.cu"
void relax19_kernel( int __cuda_0)
# 57 "v001828.cu"
{__device_stub__Z14relax19_kerneli( __cuda_0);


}
# 1 "v001828.cudafe1.stub.c"
static void __device_stub__Z14decay21_kerneli( int __par0) {  __cudaLaunchPrologue(1); __cudaSetupArgSimple(__par0, 0UL); __cudaLaunch(((char *)((void ( *)(int))decay21_kernel)), 0U); }
# 62 "v001828.cu"
static void decay21_kernel( int __cuda_0)
# 63 "v001828.cu"
{__device_stub__Z14decay21_kerneli( __cuda_0);
# 75 "v001828.cu"
}
# 1 "v001828.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T4) {  __nv_dummy_param_ref(__T4); __nv_save_fatbinhandle_for_managed_rt(__T4); __cudaRegisterEntry(__T4, ((void ( *)(int))decay21_kernel), _Z14decay21_kerneli, (-1)); __cudaRegisterEntry(__T4, ((void ( *)(int))relax19_kernel), _Z14relax19_kerneli, (-1)); __cudaRegisterEntry(__T4, ((void ( *)(int))drift11_kernel), _Z14drift11_kerneli, (-1)); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
