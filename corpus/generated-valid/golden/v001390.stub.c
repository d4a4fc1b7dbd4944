#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v001390.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z14spread8_kernelPKjS0_(const unsigned *, const unsigned *);
extern __attribute__((visibility("hidden"))) void __device_stub__Z7clamp14Pi(int *);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z14spread8_kernelPKjS0_(const unsigned *__par0, const unsigned *__par1){__cudaLaunchPrologue(2);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaLaunch(((char *)((void ( *)(const unsigned *, const unsigned *))spread8_kernel)), 0U);}
# 18 "v001390.cu"
void spread8_kernel( const unsigned *__cuda_0,const unsigned *__cuda_1)
# 18 "v001390.cu"
{__device_stub__Z14spread8_kernelPKjS0_( __cuda_0,__cuda_1);
# 31 "v001390.cu"
}
# 1 "v001390.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z7clamp14Pi( int *__par0) {  __cudaLaunchPrologue(1); __cudaSetupArgSimple(__par0, 0UL); __cudaLaunch(((char *)((void ( *)(int *))clamp14)), 0U); }
# 33 "v001390.cu"
void clamp14( int *__cuda_0)
# 33 "v001390.cu"
{__device_stub__Z7clamp14Pi( __cuda_0);
# 46 "v001390.cu"
}
# 1 "v001390.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T3) {  __nv_dummy_param_ref(__T3); __nv_save_fatbinhandle_for_managed_rt(__T3); __cudaRegisterEntry(__T3, ((void ( *)(int *))clamp14), _Z7clamp14Pi, 512UL); __cudaRegisterEntry(__T3, ((void ( *)(const unsigned *, const unsigned *))spread8_kernel), _Z14spread8_kernelPKjS0_, (-1)); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
