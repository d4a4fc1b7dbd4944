#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v001576.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__ZN5ops2014drift21_kernelEbPi(bool, int *);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__ZN5ops2014drift21_kernelEbPi(bool __par0, int *__par1){__cudaLaunchPrologue(2);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaLaunch(((char *)((void ( *)(bool, int *))ops20::drift21_kernel)), 0U);}
# 53 "v001576.cu"
void ops20::drift21_kernel( bool __cuda_0,int *__cuda_1)
# 54 "v001576.cu"
{__device_stub__ZN5ops2014drift21_kernelEbPi( __cuda_0,__cuda_1);
# 60 "v001576.cu"
}
# 1 "v001576.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T28) {  __nv_dummy_param_ref(__T28); __nv_save_fatbinhandle_for_managed_rt(__T28); __cudaRegisterEntry(__T28, ((void ( *)(bool, int *))ops20::drift21_kernel), _ZN5ops2014drift21_kernelEbPi, (-1)); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
