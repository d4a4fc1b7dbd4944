#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v002129.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z13pack19_kernelPi(int *__restrict__);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z13pack19_kernelPi(int *__restrict__ __par0){ int *__T6;
__cudaLaunchPrologue(1);__T6 = __par0;__cudaSetupArgSimple(__T6, 0UL);__cudaLaunch(((char *)((void ( *)(int *__restrict__))pack19_kernel)), 0U);}
# 42 "v002129.cu"
void pack19_kernel( int *__restrict__ __cuda_0)
# 43 "v002129.cu"
{__device_stub__Z13pack19_kernelPi( __cuda_0);
# 53 "v002129.cu"
}
# 1 "v002129.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T10) {  __nv_dummy_param_ref(__T10); __nv_save_fatbinhandle_for_managed_rt(__T10); __cudaRegisterEntry(__T10, ((void ( *)(int *__restrict__))pack19_kernel), _Z13pack19_kernelPi, (-1)); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
