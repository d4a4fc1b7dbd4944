#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v002038.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z5pack3PiPa(int *, signed char *);
extern __attribute__((visibility("hidden"))) void __device_stub__Z12warp9_kernelPdPKi(double *, const int *);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z5pack3PiPa(int *__par0, signed char *__par1){__cudaLaunchPrologue(2);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaLaunch(((char *)((void ( *)(int *, signed char *))pack3)), 0U);}
# 9 "v002038.cu"
void pack3( int *__cuda_0,signed char *__cuda_1)
# 10 "v002038.cu"
{__device_stub__Z5pack3PiPa( __cuda_0,__cuda_1);
# 16 "v002038.cu"
}
# 1 "v002038.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z12warp9_kernelPdPKi( double *__par0,  const int *__par1) {  __cudaLaunchPrologue(2); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaLaunch(((char *)((void ( *)(double *, const int *))warp9_kernel)), 0U); }
# 22 "v002038.cu"
void warp9_kernel( double *__cuda_0,const int *__cuda_1)
# 23 "v002038.cu"
{__device_stub__Z12warp9_kernelPdPKi( __cuda_0,__cuda_1);
# 29 "v002038.cu"
}
# 1 "v002038.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T0) {  __nv_dummy_param_ref(__T0); __nv_save_fatbinhandle_for_managed_rt(__T0); __cudaRegisterEntry(__T0, ((void ( *)(double *, const int *))warp9_kernel), _Z12warp9_kernelPdPKi, (-1)); __cudaRegisterEntry(__T0, ((void ( *)(int *, signed char *))pack3), _Z5pack3PiPa, (-1)); __cudaRegisterVariable(__T0, __shadow_var(d_score7,::d_score7), 0, 4UL, 0, 0); __cudaRegisterVariable(__T0, __shadow_var(d_march8,::d_march8), 0, 8UL, 0, 0); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
