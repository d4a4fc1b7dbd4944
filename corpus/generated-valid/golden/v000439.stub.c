#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v000439.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z13scale9_kernelPKi(const int *);
extern __attribute__((visibility("hidden"))) void __device_stub__Z13warp14_kernelPKi(const int *);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z13scale9_kernelPKi(const int *__par0){__cudaLaunchPrologue(1);__cudaSetupArgSimple(__par0, 0UL);__cudaLaunch(((char *)((void ( *)(const int *))scale9_kernel)), 0U);}
# 18 "v000439.cu"
void scale9_kernel( const int *__cuda_0)
# 19 "v000439.cu"
{__device_stub__Z13scale9_kernelPKi( __cuda_0);



}
# 1 "v000439.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z13warp14_kernelPKi( const int *__par0) {  __cudaLaunchPrologue(1); __cudaSetupArgSimple(__par0, 0UL); __cudaLaunch(((char *)((void ( *)(const int *))warp14_kernel)), 0U); }
# 26 "v000439.cu"
void warp14_kernel( const int *__cuda_0)
# 27 "v000439.cu"
{__device_stub__Z13warp14_kernelPKi( __cuda_0);




}
# 1 "v000439.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T3) {  __nv_dummy_param_ref(__T3); __nv_save_fatbinhandle_for_managed_rt(__T3); __cudaRegisterEntry(__T3, ((void ( *)(const int *))warp14_kernel), _Z13warp14_kernelPKi, (-1)); __cudaRegisterEntry(__T3, ((void ( *)(const int *))scale9_kernel), _Z13scale9_kernelPKi, (-1)); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
