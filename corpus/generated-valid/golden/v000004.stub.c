#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v000004.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z14decay20_kernelPKi(const int *__restrict__);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z14decay20_kernelPKi(const int *__restrict__ __par0){ const int *__T0;
__cudaLaunchPrologue(1);__T0 = __par0;__cudaSetupArgSimple(__T0, 0UL);__cudaLaunch(((char *)((void ( *)(const int *__restrict__))decay20_kernel)), 0U);}
# 24 "v000004.cu"
void decay20_kernel( const int *__restrict__ __cuda_0)
# 24 "v000004.cu"
{__device_stub__Z14decay20_kernelPKi( __cuda_0);
# 34 "v000004.cu"
}
# 1 "v000004.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T1) {  __nv_dummy_param_ref(__T1); __nv_save_fatbinhandle_for_managed_rt(__T1); __cudaRegisterEntry(__T1, ((void ( *)(const int *__restrict__))decay20_kernel), _Z14decay20_kernelPKi, (-1)); __cudaRegisterVariable(__T1, __shadow_var(c_count10,::c_count10), 0, 64UL, 1, 0); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
