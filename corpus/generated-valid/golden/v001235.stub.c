#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v001235.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z14shade18_kernelPKjPj(const unsigned *__restrict__, unsigned *);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z14shade18_kernelPKjPj(const unsigned *__restrict__ __par0, unsigned *__par1){ const unsigned *__T1;
__cudaLaunchPrologue(2);__T1 = __par0;__cudaSetupArgSimple(__T1, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaLaunch(((char *)((void ( *)(const unsigned *__restrict__, unsigned *))shade18_kernel)), 0U);}
# 46 "v001235.cu"
void shade18_kernel( const unsigned *__restrict__ __cuda_0,unsigned *__cuda_1)
# 47 "v001235.cu"
{__device_stub__Z14shade18_kernelPKjPj( __cuda_0,__cuda_1);
# 56 "v001235.cu"
}
# 1 "v001235.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T7) {  __nv_dummy_param_ref(__T7); __nv_save_fatbinhandle_for_managed_rt(__T7); __cudaRegisterEntry(__T7, ((void ( *)(const unsigned *__restrict__, unsigned *))shade18_kernel), _Z14shade18_kernelPKjPj, (-1)); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
