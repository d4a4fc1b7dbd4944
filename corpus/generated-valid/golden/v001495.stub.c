#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v001495.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z6rank13fi(float, int);
extern __attribute__((visibility("hidden"))) void __device_stub__Z15update16_kernelh(unsigned char);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z6rank13fi(float __par0, int __par1){__cudaLaunchPrologue(2);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 4UL);__cudaLaunch(((char *)((void ( *)(float, int))rank13)), 0U);}
# 29 "v001495.cu"
void rank13( float __cuda_0,int __cuda_1)
# 30 "v001495.cu"
{__device_stub__Z6rank13fi( __cuda_0,__cuda_1);
# 39 "v001495.cu"
}
# 1 "v001495.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z15update16_kernelh( unsigned char __par0) {  __cudaLaunchPrologue(1); __cudaSetupArgSimple(__par0, 0UL); __cudaLaunch(((char *)((void ( *)(unsigned char))update16_kernel)), 0U); }
# 41 "v001495.cu"
void update16_kernel( unsigned char __cuda_0)
# 42 "v001495.cu"
{__device_stub__Z15update16_kernelh( __cuda_0);
# 53 "v001495.cu"
}
# 1 "v001495.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T3) {  __nv_dummy_param_ref(__T3); __nv_save_fatbinhandle_for_managed_rt(__T3); __cudaRegisterEntry(__T3, ((void ( *)(unsigned char))update16_kernel), _Z15update16_kernelh, (-1)); __cudaRegisterEntry(__T3, ((void ( *)(float, int))rank13), _Z6rank13fi, (-1)); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
