#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v002142.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z5norm8PdPl(double *, long *);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z5norm8PdPl(double *__par0, long *__par1){__cudaLaunchPrologue(2);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaLaunch(((char *)((void ( *)(double *, long *))norm8)), 0U);}
# 18 "v002142.cu"
void norm8( double *__cuda_0,long *__cuda_1)
# 19 "v002142.cu"
{__device_stub__Z5norm8PdPl( __cuda_0,__cuda_1);
# 34 "v002142.cu"
}
# 1 "v002142.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T1) {  __nv_dummy_param_ref(__T1); __nv_save_fatbinhandle_for_managed_rt(__T1); __cudaRegisterEntry(__T1, ((void ( *)(double *, long *))norm8), _Z5norm8PdPl, (-1)); __cudaRegisterVariable(__T1, __shadow_var(c_sift13,::c_sift13), 0, 8UL, 1, 0); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
