#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v002263.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z13step14_kernelPidPjPKj(int *, double, unsigned *, const unsigned *);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z13step14_kernelPidPjPKj(int *__par0, double __par1, unsigned *__par2, const unsigned *__par3){__cudaLaunchPrologue(4);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaSetupArgSimple(__par2, 16UL);__cudaSetupArgSimple(__par3, 24UL);__cudaLaunch(((char *)((void ( *)(int *, double, unsigned *, const unsigned *))step14_kernel)), 0U);}
# 40 "v002263.cu"
void step14_kernel( int *__cuda_0,double __cuda_1,unsigned *__cuda_2,const unsigned *__cuda_3)
# 41 "v002263.cu"
{__device_stub__Z13step14_kernelPidPjPKj( __cuda_0,__cuda_1,__cuda_2,__cuda_3);
# 49 "v002263.cu"
}
# 1 "v002263.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T2) {  __nv_dummy_param_ref(__T2); __nv_save_fatbinhandle_for_managed_rt(__T2); __cudaRegisterEntry(__T2, ((void ( *)(int *, double, unsigned *, const unsigned *))step14_kernel), _Z13step14_kernelPidPjPKj, 512); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
