#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v000171.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z7sweep10PKd(const double *);
static void __device_stub__Z14scale18_kernelPKd(const double *);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z7sweep10PKd(const double *__par0){__cudaLaunchPrologue(1);__cudaSetupArgSimple(__par0, 0UL);__cudaLaunch(((char *)((void ( *)(const double *))sweep10)), 0U);}
# 22 "v000171.cu"
void sweep10( const double *__cuda_0)
# 23 "v000171.cu"
{__device_stub__Z7sweep10PKd( __cuda_0);




}
# 1 "v000171.cudafe1.stub.c"
static void __device_stub__Z14scale18_kernelPKd( const double *__par0) {  __cudaLaunchPrologue(1); __cudaSetupArgSimple(__par0, 0UL); __cudaLaunch(((char *)((void ( *)(const double *))scale18_kernel)), 0U); }
# 32 "v000171.cu"
static void scale18_kernel( const double *__cuda_0)
# 33 "v000171.cu"
{__device_stub__Z14scale18_kernelPKd( __cuda_0);
# 42 "v000171.cu"
}
# 1 "v000171.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T3) {  __nv_dummy_param_ref(__T3); __nv_save_fatbinhandle_for_managed_rt(__T3); __cudaRegisterEntry(__T3, ((void ( *)(const double *))scale18_kernel), _Z14scale18_kernelPKd, (-1)); __cudaRegisterEntry(__T3, ((void ( *)(const double *))sweep10), _Z7sweep10PKd, (-1)); __cudaRegisterVariable(__T3, __shadow_var(d_weigh17,::d_weigh17), 0, 4UL, 0, 0); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
