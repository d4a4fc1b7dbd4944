#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v000744.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z13rank13_kernelPs6Color6PlS0_(short *, enum Color6, long *__restrict__, enum Color6);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z13rank13_kernelPs6Color6PlS0_(short *__par0, enum Color6 __par1, long *__restrict__ __par2, enum Color6 __par3){ long *__T0;
__cudaLaunchPrologue(4);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__T0 = __par2;__cudaSetupArgSimple(__T0, 16UL);__cudaSetupArgSimple(__par3, 24UL);__cudaLaunch(((char *)((void ( *)(short *, enum Color6, long *__restrict__, enum Color6))rank13_kernel)), 0U);}
# 24 "v000744.cu"
void rank13_kernel( short *__cuda_0,enum ::Color6 __cuda_1,long *__restrict__ __cuda_2,enum ::Color6 __cuda_3)
# 25 "v000744.cu"
{__device_stub__Z13rank13_kernelPs6Color6PlS0_( __cuda_0,__cuda_1,__cuda_2,__cuda_3);
# 34 "v000744.cu"
}
# 1 "v000744.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T1) {  __nv_dummy_param_ref(__T1); __nv_save_fatbinhandle_for_managed_rt(__T1); __cudaRegisterEntry(__T1, ((void ( *)(short *, enum Color6, long *__restrict__, enum Color6))rank13_kernel), _Z13rank13_kernelPs6Color6PlS0_, (-1)); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
