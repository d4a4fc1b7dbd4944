#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v001122.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z14sweep21_kernelPKf(const float *__restrict__);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z14sweep21_kernelPKf(const float *__restrict__ __par0){ const float *__T0;
__cudaLaunchPrologue(1);__T0 = __par0;__cudaSetupArgSimple(__T0, 0UL);__cudaLaunch(((char *)((void ( *)(const float *__restrict__))sweep21_kernel)), 0U);}
# 39 "v001122.cu"
void sweep21_kernel( const float *__restrict__ __cuda_0)
# 39 "v001122.cu"
{__device_stub__Z14sweep21_kernelPKf( __cuda_0);
# 45 "v001122.cu"
}
# 1 "v001122.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T4) {  __nv_dummy_param_ref(__T4); __nv_save_fatbinhandle_for_managed_rt(__T4); __cudaRegisterEntry(__T4, ((void ( *)(const float *__restrict__))sweep21_kernel), _Z14sweep21_kernelPKf, 64); __cudaRegisterVariable(__T4, __shadow_var(d_probe20,::d_probe20), 0, 64UL, 0, 0); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
