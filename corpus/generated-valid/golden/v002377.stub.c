#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v002377.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z14split13_kernelPi(int *__restrict__);
extern __attribute__((visibility("hidden"))) void __device_stub__Z6lerp20ii(int, int);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z14split13_kernelPi(int *__restrict__ __par0){ int *__T0;
__cudaLaunchPrologue(1);__T0 = __par0;__cudaSetupArgSimple(__T0, 0UL);__cudaLaunch(((char *)((void ( *)(int *__restrict__))split13_kernel)), 0U);}
# 19 "v002377.cu"
void split13_kernel( int *__restrict__ __cuda_0)
# 19 "v002377.cu"
{__device_stub__Z14split13_kernelPi( __cuda_0);
# 35 "v002377.cu"
}
# 1 "v002377.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z6lerp20ii( int __par0,  int __par1) {  __cudaLaunchPrologue(2); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 4UL); __cudaLaunch(((char *)((void ( *)(int, int))lerp20)), 0U); }
# 37 "v002377.cu"
void lerp20( int __cuda_0,int __cuda_1)
# 37 "v002377.cu"
{__device_stub__Z6lerp20ii( __cuda_0,__cuda_1);



}
# 1 "v002377.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T14) {  __nv_dummy_param_ref(__T14); __nv_save_fatbinhandle_for_managed_rt(__T14); __cudaRegisterEntry(__T14, ((void ( *)(int, int))lerp20), _Z6lerp20ii, (-1)); __cudaRegisterEntry(__T14, ((void ( *)(int *__restrict__))split13_kernel), _Z14split13_kernelPi, (-1)); __cudaRegisterVariable(__T14, __shadow_var(d_lerp25,::d_lerp25), 0, 1UL, 0, 0); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
