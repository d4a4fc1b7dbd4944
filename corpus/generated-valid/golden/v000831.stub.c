#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v000831.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__ZN5kern313rank11_kernelEPdiPiPl(double *, int, int *, long *);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__ZN5kern313rank11_kernelEPdiPiPl(double *__par0, int __par1, int *__par2, long *__par3){__cudaLaunchPrologue(4);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaSetupArgSimple(__par2, 16UL);__cudaSetupArgSimple(__par3, 24UL);__cudaLaunch(((char *)((void ( *)(double *, int, int *, long *))kern3::rank11_kernel)), 0U);}
# 22 "v000831.cu"
void kern3::rank11_kernel( double *__cuda_0,int __cuda_1,int *__cuda_2,long *__cuda_3)
# 22 "v000831.cu"
{__device_stub__ZN5kern313rank11_kernelEPdiPiPl( __cuda_0,__cuda_1,__cuda_2,__cuda_3);
# 34 "v000831.cu"
}
# 1 "v000831.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T3) {  __nv_dummy_param_ref(__T3); __nv_save_fatbinhandle_for_managed_rt(__T3); __cudaRegisterEntry(__T3, ((void ( *)(double *, int, int *, long *))kern3::rank11_kernel), _ZN5kern313rank11_kernelEPdiPiPl, (-1)); __cudaRegisterVariable(__T3, __shadow_var(_ZN5kern310c_update20E,::kern3::c_update20), 0, 8UL, 1, 0); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
