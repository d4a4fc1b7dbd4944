#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "i000145.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z6score5PjPfS0_Pl(unsigned *, float *, float *__restrict__, long *);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z6score5PjPfS0_Pl(unsigned *__par0, float *__par1, float *__restrict__ __par2, long *__par3){ float *__T0;
__cudaLaunchPrologue(4);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__T0 = __par2;__cudaSetupArgSimple(__T0, 16UL);__cudaSetupArgSimple(__par3, 24UL);__cudaLaunch(((char *)((void ( *)(unsigned *, float *, float *__restrict__, long *))score5)), 0U);}
# 9 "i000145.cu"
void score5( unsigned *__cuda_0,float *__cuda_1,float *__restrict__ __cuda_2,long *__cuda_3)
# 10 "i000145.cu"
{__device_stub__Z6score5PjPfS0_Pl( __cuda_0,__cuda_1,__cuda_2,__cuda_3);
# 16 "i000145.cu"
}
# 1 "i000145.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T1) {  __nv_dummy_param_ref(__T1); __nv_save_fatbinhandle_for_managed_rt(__T1); __cudaRegisterEntry(__T1, ((void ( *)(unsigned *, float *, float *__restrict__, long *))score5), _Z6score5PjPfS0_Pl, (-1)); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
