#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v001870.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z13score8_kernelPKd(const double *);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z13score8_kernelPKd(const double *__par0){__cudaLaunchPrologue(1);__cudaSetupArgSimple(__par0, 0UL);__cudaLaunch(((char *)((void ( *)(const double *))score8_kernel)), 0U);}
# 15 "v001870.cu"
void score8_kernel( const double *__cuda_0)
# 15 "v001870.cu"
{__device_stub__Z13score8_kernelPKd( __cuda_0);
# 23 "v001870.cu"
}
# 1 "v001870.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T0) {  __nv_dummy_param_ref(__T0); __nv_save_fatbinhandle_for_managed_rt(__T0); __cudaRegisterEntry(__T0, ((void ( *)(const double *))score8_kernel), _Z13score8_kernelPKd, (-1)); __cudaRegisterVariable(__T0, __shadow_var(c_update7,::c_update7), 0, 4UL, 1, 0); __cudaRegisterVariable(__T0, __shadow_var(d_step20,::d_step20), 0, 4UL, 0, 0); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
