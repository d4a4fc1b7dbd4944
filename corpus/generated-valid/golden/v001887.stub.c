#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v001887.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z12grow7_kerneli(int);
extern __attribute__((visibility("hidden"))) void __device_stub__Z7count20f(float);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z12grow7_kerneli(int __par0){__cudaLaunchPrologue(1);__cudaSetupArgSimple(__par0, 0UL);__cudaLaunch(((char *)((void ( *)(int))grow7_kernel)), 0U);}
# 16 "v001887.cu"
void grow7_kernel( int __cuda_0)
# 16 "v001887.cu"
{__device_stub__Z12grow7_kerneli( __cuda_0);
# 25 "v001887.cu"
}
# 1 "v001887.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z7count20f( float __par0) {  __cudaLaunchPrologue(1); __cudaSetupArgSimple(__par0, 0UL); __cudaLaunch(((char *)((void ( *)(float))count20)), 0U); }
# 34 "v001887.cu"
void count20( float __cuda_0)
# 34 "v001887.cu"
{__device_stub__Z7count20f( __cuda_0);


}
# 1 "v001887.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T3) {  __nv_dummy_param_ref(__T3); __nv_save_fatbinhandle_for_managed_rt(__T3); __cudaRegisterEntry(__T3, ((void ( *)(float))count20), _Z7count20f, (-1)); __cudaRegisterEntry(__T3, ((void ( *)(int))grow7_kernel), _Z12grow7_kerneli, (-1)); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
