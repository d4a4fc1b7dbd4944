#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v001352.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z13drift5_kernelPKi(const int *__restrict__);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z13drift5_kernelPKi(const int *__restrict__ __par0){ const int *__T0;
__cudaLaunchPrologue(1);__T0 = __par0;__cudaSetupArgSimple(__T0, 0UL);__cudaLaunch(((char *)((void ( *)(const int *__restrict__))drift5_kernel)), 0U);}
# 19 "v001352.cu"
void drift5_kernel( const int *__restrict__ __cuda_0)
# 19 "v001352.cu"
{__device_stub__Z13drift5_kernelPKi( __cuda_0);
# 28 "v001352.cu"
}
# 1 "v001352.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T4) {  __nv_dummy_param_ref(__T4); __nv_save_fatbinhandle_for_managed_rt(__T4); __cudaRegisterEntry(__T4, ((void ( *)(const int *__restrict__))drift5_kernel), _Z13drift5_kernelPKi, (-1)); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
