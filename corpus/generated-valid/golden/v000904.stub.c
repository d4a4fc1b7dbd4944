#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v000904.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z12fold4_kernelb(bool);
extern __attribute__((visibility("hidden"))) void __device_stub__Z8gather12Pi(int *);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z12fold4_kernelb(bool __par0){__cudaLaunchPrologue(1);__cudaSetupArgSimple(__par0, 0UL);__cudaLaunch(((char *)((void ( *)(bool))fold4_kernel)), 0U);}
# 9 "v000904.cu"
void fold4_kernel( bool __cuda_0)
# 10 "v000904.cu"
{__device_stub__Z12fold4_kernelb( __cuda_0);
# 17 "v000904.cu"
}
# 1 "v000904.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z8gather12Pi( int *__par0) {  __cudaLaunchPrologue(1); __cudaSetupArgSimple(__par0, 0UL); __cudaLaunch(((char *)((void ( *)(int *))gather12)), 0U); }
# 27 "v000904.cu"
void gather12( int *__cuda_0)
# 28 "v000904.cu"
{__device_stub__Z8gather12Pi( __cuda_0);
# 40 "v000904.cu"
}
# 1 "v000904.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T3) {  __nv_dummy_param_ref(__T3); __nv_save_fatbinhandle_for_managed_rt(__T3); __cudaRegisterEntry(__T3, ((void ( *)(int *))gather12), _Z8gather12Pi, (-1)); __cudaRegisterEntry(__T3, ((void ( *)(bool))fold4_kernel), _Z12fold4_kernelb, (-1)); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
