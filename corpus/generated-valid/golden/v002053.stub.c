#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v002053.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z7pivot14PiPKm(int *__restrict__, const unsigned long *__restrict__);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z7pivot14PiPKm(int *__restrict__ __par0, const unsigned long *__restrict__ __par1){ int *__T1;
 const unsigned long *__T2;
__cudaLaunchPrologue(2);__T1 = __par0;__cudaSetupArgSimple(__T1, 0UL);__T2 = __par1;__cudaSetupArgSimple(__T2, 8UL);__cudaLaunch(((char *)((void ( *)(int *__restrict__, const unsigned long *__restrict__))pivot14)), 0U);}
# 35 "v002053.cu"
void pivot14( int *__restrict__ __cuda_0,const unsigned long *__restrict__ __cuda_1)
# 36 "v002053.cu"
{__device_stub__Z7pivot14PiPKm( __cuda_0,__cuda_1);
# 45 "v002053.cu"
}
# 1 "v002053.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T5) {  __nv_dummy_param_ref(__T5); __nv_save_fatbinhandle_for_managed_rt(__T5); __cudaRegisterEntry(__T5, ((void ( *)(int *__restrict__, const unsigned long *__restrict__))pivot14), _Z7pivot14PiPKm, (-1)); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
