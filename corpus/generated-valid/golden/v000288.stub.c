#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v000288.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z5fold6f(float);
extern __attribute__((visibility("hidden"))) void __device_stub__Z14clamp15_kernelPiS_(int *, int *);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z5fold6f(float __par0){__cudaLaunchPrologue(1);__cudaSetupArgSimple(__par0, 0UL);__cudaLaunch(((char *)((void ( *)(float))fold6)), 0U);}
# 15 "v000288.cu"
void fold6( float __cuda_0)
# 15 "v000288.cu"
{__device_stub__Z5fold6f( __cuda_0);
# 25 "v000288.cu"
}
# 1 "v000288.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z14clamp15_kernelPiS_( int *__par0,  int *__par1) {  __cudaLaunchPrologue(2); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaLaunch(((char *)((void ( *)(int *, int *))clamp15_kernel)), 0U); }
# 31 "v000288.cu"
void clamp15_kernel( int *__cuda_0,int *__cuda_1)
# 31 "v000288.cu"
{__device_stub__Z14clamp15_kernelPiS_( __cuda_0,__cuda_1);
# 44 "v000288.cu"
}
# 1 "v000288.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T3) {  __nv_dummy_param_ref(__T3); __nv_save_fatbinhandle_for_managed_rt(__T3); __cudaRegisterEntry(__T3, ((void ( *)(int *, int *))clamp15_kernel), clamp15_kernel, (-1)); __cudaRegisterEntry(__T3, ((void ( *)(float))fold6), _Z5fold6f, (-1)); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
