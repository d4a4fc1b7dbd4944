#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v000616.fatbin.c"
static void __device_stub__Z14spread6_kerneliPl(int, long *__restrict__);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
static void __device_stub__Z14spread6_kerneliPl(int __par0, long *__restrict__ __par1){ long *__T0;
__cudaLaunchPrologue(2);__cudaSetupArgSimple(__par0, 0UL);__T0 = __par1;__cudaSetupArgSimple(__T0, 8UL);__cudaLaunch(((char *)((void ( *)(int, long *__restrict__))spread6_kernel)), 0U);}
# 22 "v000616.cu"
static void spread6_kernel( int __cuda_0,long *__restrict__ __cuda_1)
# 22 "v000616.cu"
{__device_stub__Z14spread6_kerneliPl( __cuda_0,__cuda_1);
# 31 "v000616.cu"
}
# 1 "v000616.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T4) {  __nv_dummy_param_ref(__T4); __nv_save_fatbinhandle_for_managed_rt(__T4); __cudaRegisterEntry(__T4, ((void ( *)(int, long *__restrict__))spread6_kernel), _Z14spread6_kerneliPl, (-1)); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
