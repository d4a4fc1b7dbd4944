#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v001648.fatbin.c"
static void __device_stub__Z15scatter8_kernelPi(int *__restrict__);
extern __attribute__((visibility("hidden"))) void __device_stub__ZN6util267scale37EPd(double *);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
static void __device_stub__Z15scatter8_kernelPi(int *__restrict__ __par0){ int *__T0;
__cudaLaunchPrologue(1);__T0 = __par0;__cudaSetupArgSimple(__T0, 0UL);__cudaLaunch(((char *)((void ( *)(int *__restrict__))scatter8_kernel)), 0U);}
# 20 "v001648.cu"
static void scatter8_kernel( int *__restrict__ __cuda_0)
# 20 "v001648.cu"
{__device_stub__Z15scatter8_kernelPi( __cuda_0);
# 33 "v001648.cu"
}
# 1 "v001648.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__ZN6util267scale37EPd( double *__par0) {  __cudaLaunchPrologue(1); __cudaSetupArgSimple(__par0, 0UL); __cudaLaunch(((char *)((void ( *)(double *))util26::scale37)), 0U); }
# 95 "v001648.cu"
void util26::scale37( double *__cuda_0)
# 95 "v001648.cu"
{__device_stub__ZN6util267scale37EPd( __cuda_0);
# 105 "v001648.cu"
}
# 1 "v001648.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T3) {  __nv_dummy_param_ref(__T3); __nv_save_fatbinhandle_for_managed_rt(__T3); __cudaRegisterEntry(__T3, ((void ( *)(double *))util26::scale37), _ZN6util267scale37EPd, (-1)); __cudaRegisterEntry(__T3, ((void ( *)(int *__restrict__))scatter8_kernel), _Z15scatter8_kernelPi, 32); __cudaRegisterVariable(__T3, __shadow_var(_ZN5gpu118c_step12E,::gpu11::c_step12), 0, 8UL, 1, 0); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
