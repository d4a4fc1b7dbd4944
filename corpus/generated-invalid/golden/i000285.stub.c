#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "i000285.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z14split11_kernelf(float);
extern __attribute__((visibility("hidden"))) void __device_stub__Z7drift14PfPj(float *, unsigned *);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z14split11_kernelf(float __par0){__cudaLaunchPrologue(1);__cudaSetupArgSimple(__par0, 0UL);__cudaLaunch(((char *)((void ( *)(float))split11_kernel)), 0U);}
# 30 "i000285.cu"
void split11_kernel( float __cuda_0)
# 30 "i000285.cu"
{__device_stub__Z14split11_kernelf( __cuda_0);



}
# 1 "i000285.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z7drift14PfPj( float *__par0,  unsigned *__par1) {  __cudaLaunchPrologue(2); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaLaunch(((char *)((void ( *)(float *, unsigned *))drift14)), 0U); }
# 36 "i000285.cu"
void drift14( float *__cuda_0,unsigned *__cuda_1)
# 36 "i000285.cu"
{__device_stub__Z7drift14PfPj( __cuda_0,__cuda_1);



}
# 1 "i000285.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T3) {  __nv_dummy_param_ref(__T3); __nv_save_fatbinhandle_for_managed_rt(__T3); __cudaRegisterEntry(__T3, ((void ( *)(float *, unsigned *))drift14), _Z7drift14PfPj, (-1)); __cudaRegisterEntry(__T3, ((void ( *)(float))split11_kernel), _Z14split11_kernelf, (-1)); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
