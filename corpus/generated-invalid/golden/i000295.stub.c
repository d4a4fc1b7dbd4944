#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "i000295.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z13rank21_kerneli(int);
extern __attribute__((visibility("hidden"))) void __device_stub__Z12reads_host36Pi(int *);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z13rank21_kerneli(int __par0){__cudaLaunchPrologue(1);__cudaSetupArgSimple(__par0, 0UL);__cudaLaunch(((char *)((void ( *)(int))rank21_kernel)), 0U);}
# 41 "i000295.cu"
void rank21_kernel( int __cuda_0)
# 41 "i000295.cu"
{__device_stub__Z13rank21_kerneli( __cuda_0);
# 52 "i000295.cu"
}
# 1 "i000295.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z12reads_host36Pi( int *__par0) {  __cudaLaunchPrologue(1); __cudaSetupArgSimple(__par0, 0UL); __cudaLaunch(((char *)((void ( *)(int *))reads_host36)), 0U); }
# 60 "i000295.cu"
void reads_host36( int *__cuda_0)
# 61 "i000295.cu"
{__device_stub__Z12reads_host36Pi( __cuda_0);

}
# 1 "i000295.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T0) {  __nv_dummy_param_ref(__T0); __nv_save_fatbinhandle_for_managed_rt(__T0); __cudaRegisterEntry(__T0, ((void ( *)(int *))reads_host36), _Z12reads_host36Pi, (-1)); __cudaRegisterEntry(__T0, ((void ( *)(int))rank21_kernel), _Z13rank21_kerneli, (-1)); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
