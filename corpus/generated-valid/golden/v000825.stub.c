#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v000825.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z6scale5d(double);
extern __attribute__((visibility("hidden"))) void __device_stub__Z13kick17_kernelPKfiPi(const float *, int, int *);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z6scale5d(double __par0){__cudaLaunchPrologue(1);__cudaSetupArgSimple(__par0, 0UL);__cudaLaunch(((char *)((void ( *)(double))scale5)), 0U);}
# 11 "v000825.cu"
void scale5( double __cuda_0)
# 12 "v000825.cu"
{__device_stub__Z6scale5d( __cuda_0);




}
# 1 "v000825.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z13kick17_kernelPKfiPi( const float *__par0,  int __par1,  int *__par2) {  __cudaLaunchPrologue(3); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 16UL); __cudaLaunch(((char *)((void ( *)(const float *, int, int *))kick17_kernel)), 0U); }
# 31 "v000825.cu"
void kick17_kernel( const float *__cuda_0,int __cuda_1,int *__cuda_2)
# 32 "v000825.cu"
{__device_stub__Z13kick17_kernelPKfiPi( __cuda_0,__cuda_1,__cuda_2);
# 40 "v000825.cu"
}
# 1 "v000825.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T0) {  __nv_dummy_param_ref(__T0); __nv_save_fatbinhandle_for_managed_rt(__T0); __cudaRegisterEntry(__T0, ((void ( *)(const float *, int, int *))kick17_kernel), _Z13kick17_kernelPKfiPi, (-1)); __cudaRegisterEntry(__T0, ((void ( *)(double))scale5), _Z6scale5d, (-1)); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
