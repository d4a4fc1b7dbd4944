#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v002194.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z7decay19i(int);
extern __attribute__((visibility("hidden"))) void __device_stub__ZN6math2313norm28_kernelEPKi(const int *);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z7decay19i(int __par0){__cudaLaunchPrologue(1);__cudaSetupArgSimple(__par0, 0UL);__cudaLaunch(((char *)((void ( *)(int))decay19)), 0U);}
# 37 "v002194.cu"
void decay19( int __cuda_0)
# 37 "v002194.cu"
{__device_stub__Z7decay19i( __cuda_0);
# 45 "v002194.cu"
}
# 1 "v002194.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__ZN6math2313norm28_kernelEPKi( const int *__par0) {  __cudaLaunchPrologue(1); __cudaSetupArgSimple(__par0, 0UL); __cudaLaunch(((char *)((void ( *)(const int *))math23::norm28_kernel)), 0U); }
# 52 "v002194.cu"
void math23::norm28_kernel( const int *__cuda_0)
# 52 "v002194.cu"
{__device_stub__ZN6math2313norm28_kernelEPKi( __cuda_0);


}
# 1 "v002194.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T0) {  __nv_dummy_param_ref(__T0); __nv_save_fatbinhandle_for_managed_rt(__T0); __cudaRegisterEntry(__T0, ((void ( *)(const int *))math23::norm28_kernel), _ZN6math2313norm28_kernelEPKi, (-1)); __cudaRegisterEntry(__T0, ((void ( *)(int))decay19), _Z7decay19i, (-1)); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
