#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v000124.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z14filter6_kernelfi(float, int);
static void __device_stub__Z14pivot12_kernelPKj(const unsigned *__restrict__);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z14filter6_kernelfi(float __par0, int __par1){__cudaLaunchPrologue(2);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 4UL);__cudaLaunch(((char *)((void ( *)(float, int))filter6_kernel)), 0U);}
# 16 "v000124.cu"
void filter6_kernel( float __cuda_0,int __cuda_1)
# 17 "v000124.cu"
{__device_stub__Z14filter6_kernelfi( __cuda_0,__cuda_1);
# 24 "v000124.cu"
}
# 1 "v000124.cudafe1.stub.c"
static void __device_stub__Z14pivot12_kernelPKj( const unsigned *__restrict__ __par0) {  const unsigned *__T0;
__cudaLaunchPrologue(1); __T0 = __par0; __cudaSetupArgSimple(__T0, 0UL); __cudaLaunch(((char *)((void ( *)(const unsigned *__restrict__))pivot12_kernel)), 0U); }
# 26 "v000124.cu"
static void pivot12_kernel( const unsigned *__restrict__ __cuda_0)
# 27 "v000124.cu"
{__device_stub__Z14pivot12_kernelPKj( __cuda_0);
# 40 "v000124.cu"
}
# 1 "v000124.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T4) {  __nv_dummy_param_ref(__T4); __nv_save_fatbinhandle_for_managed_rt(__T4); __cudaRegisterEntry(__T4, ((void ( *)(const unsigned *__restrict__))pivot12_kernel), _Z14pivot12_kernelPKj, (-1)); __cudaRegisterEntry(__T4, ((void ( *)(float, int))filter6_kernel), _Z14filter6_kernelfi, 32); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
