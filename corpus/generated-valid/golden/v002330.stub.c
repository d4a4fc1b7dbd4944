#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v002330.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z14tally26_kernelPKsPjPi(const short *, unsigned *, int *);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z14tally26_kernelPKsPjPi(const short *__par0, unsigned *__par1, int *__par2){__cudaLaunchPrologue(3);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaSetupArgSimple(__par2, 16UL);__cudaLaunch(((char *)((void ( *)(const short *, unsigned *, int *))tally26_kernel)), 0U);}
# 44 "v002330.cu"
void tally26_kernel( const short *__cuda_0,unsigned *__cuda_1,int *__cuda_2)
# 45 "v002330.cu"
{__device_stub__Z14tally26_kernelPKsPjPi( __cuda_0,__cuda_1,__cuda_2);
# 56 "v002330.cu"
}
# 1 "v002330.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T15) {  __nv_dummy_param_ref(__T15); __nv_save_fatbinhandle_for_managed_rt(__T15); __cudaRegisterEntry(__T15, ((void ( *)(const short *, unsigned *, int *))tally26_kernel), _Z14tally26_kernelPKsPjPi, (-1)); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
