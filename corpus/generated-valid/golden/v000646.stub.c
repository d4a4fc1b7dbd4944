#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v000646.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z14score35_kernelPKjPKlf4Op18(const unsigned *__restrict__, const long *, float, enum Op18);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z14score35_kernelPKjPKlf4Op18(const unsigned *__restrict__ __par0, const long *__par1, float __par2, enum Op18 __par3){ const unsigned *__T1;
__cudaLaunchPrologue(4);__T1 = __par0;__cudaSetupArgSimple(__T1, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaSetupArgSimple(__par2, 16UL);__cudaSetupArgSimple(__par3, 20UL);__cudaLaunch(((char *)((void ( *)(const unsigned *__restrict__, const long *, float, enum Op18))score35_kernel)), 0U);}
# 56 "v000646.cu"
void score35_kernel( const unsigned *__restrict__ __cuda_0,const long *__cuda_1,float __cuda_2,enum ::Op18 __cuda_3)
# 57 "v000646.cu"
{__device_stub__Z14score35_kernelPKjPKlf4Op18( __cuda_0,__cuda_1,__cuda_2,__cuda_3);
# 72 "v000646.cu"
}
# 1 "v000646.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T6) {  __nv_dummy_param_ref(__T6); __nv_save_fatbinhandle_for_managed_rt(__T6); __cudaRegisterEntry(__T6, ((void ( *)(const unsigned *__restrict__, const long *, float, enum Op18))score35_kernel), score35_kernel, (-1)); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
