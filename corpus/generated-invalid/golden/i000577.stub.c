#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "i000577.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z13norm21_kernelPsx(short *__restrict__, long long);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z13norm21_kernelPsx(short *__restrict__ __par0, long long __par1){ short *__T0;
__cudaLaunchPrologue(2);__T0 = __par0;__cudaSetupArgSimple(__T0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaLaunch(((char *)((void ( *)(short *__restrict__, long long))norm21_kernel)), 0U);}
# 41 "i000577.cu"
void norm21_kernel( short *__restrict__ __cuda_0,long long __cuda_1)
# 41 "i000577.cu"
{__device_stub__Z13norm21_kernelPsx( __cuda_0,__cuda_1);
# 51 "i000577.cu"
}
# 1 "i000577.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T7) {  __nv_dummy_param_ref(__T7); __nv_save_fatbinhandle_for_managed_rt(__T7); __cudaRegisterEntry(__T7, ((void ( *)(short *__restrict__, long long))norm21_kernel), _Z13norm21_kernelPsx, 32); __cudaRegisterVariable(__T7, __shadow_var(c_kick20,::c_kick20), 0, 8UL, 1, 0); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
