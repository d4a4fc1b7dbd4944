#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v001589.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z12tile4_kernelPi(int *);
extern __attribute__((visibility("hidden"))) void __device_stub__Z8spread10Pi(int *);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z12tile4_kernelPi(int *__par0){__cudaLaunchPrologue(1);__cudaSetupArgSimple(__par0, 0UL);__cudaLaunch(((char *)((void ( *)(int *))tile4_kernel)), 0U);}
# 12 "v001589.cu"
void tile4_kernel( int *__cuda_0)
# 12 "v001589.cu"
{__device_stub__Z12tile4_kernelPi( __cuda_0);
# 21 "v001589.cu"
}
# 1 "v001589.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z8spread10Pi( int *__par0) {  __cudaLaunchPrologue(1); __cudaSetupArgSimple(__par0, 0UL); __cudaLaunch(((char *)((void ( *)(int *))spread10)), 0U); }
# 23 "v001589.cu"
void spread10( int *__cuda_0)
# 23 "v001589.cu"
{__device_stub__Z8spread10Pi( __cuda_0);
# 38 "v001589.cu"
}
# 1 "v001589.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T1) {  __nv_dummy_param_ref(__T1); __nv_save_fatbinhandle_for_managed_rt(__T1); __cudaRegisterEntry(__T1, ((void ( *)(int *))spread10), _Z8spread10Pi, (-1)); __cudaRegisterEntry(__T1, ((void ( *)(int *))tile4_kernel), _Z12tile4_kernelPi, (-1)); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
