#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "i000544.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z6pivot8Pi(int *);
extern __attribute__((visibility("hidden"))) void __device_stub__Z16scatter14_kerneli(int);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z6pivot8Pi(int *__par0){__cudaLaunchPrologue(1);__cudaSetupArgSimple(__par0, 0UL);__cudaLaunch(((char *)((void ( *)(int *))pivot8)), 0U);}
# 17 "i000544.cu"
void pivot8( int *__cuda_0)
# 18 "i000544.cu"
{__device_stub__Z6pivot8Pi( __cuda_0);
# 29 "i000544.cu"
}
# 1 "i000544.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z16scatter14_kerneli( int __par0) {  __cudaLaunchPrologue(1); __cudaSetupArgSimple(__par0, 0UL); __cudaLaunch(((char *)((void ( *)(int))scatter14_kernel)), 0U); }
# 31 "i000544.cu"
void scatter14_kernel( int __cuda_0)
# 32 "i000544.cu"
{__device_stub__Z16scatter14_kerneli( __cuda_0);
# 46 "i000544.cu"
}
# 1 "i000544.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T2) {  __nv_dummy_param_ref(__T2); __nv_save_fatbinhandle_for_managed_rt(__T2); __cudaRegisterEntry(__T2, ((void ( *)(int))scatter14_kernel), _Z16scatter14_kerneli, (-1)); __cudaRegisterEntry(__T2, ((void ( *)(int *))pivot8), _Z6pivot8Pi, (-1)); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
